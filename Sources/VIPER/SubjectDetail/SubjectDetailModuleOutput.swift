// Role: glue
// The boundary from the subject detail module to the module that opened it: what happened on the
// subject detail screen that the screen beneath must know, and what the subject detail screen must ask
// of the screen beneath, which alone knows it. The opener hands it over when it asks for the module
// (SubjectDetailModuleBuilding), so the two modules know each other only through it.
import SharedModel

/// Subject detail module → the module that opened it.
@MainActor
protocol SubjectDetailModuleOutput: AnyObject {
    /// Subject `id` is now switched off on the server; the subject detail screen is closing.
    func subjectDetailDidSwitchOff(subjectID id: Int)
    /// What All Subjects, opened from the subject detail screen, needs, asked at the tap: the user's phase
    /// and the open subjects, as the screen beneath shows them now; nil while it shows none.
    func phaseAndOpenSubjectsForAllSubjects() -> (currentPhase: Phase, openSubjectIDs: Set<Int>)?
}
