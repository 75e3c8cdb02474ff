// Role: glue
// The boundary from presenter to router: where the subject detail screen can lead, and how it is left.
import SharedModel

/// Presenter → router.
@MainActor
protocol SubjectDetailRouterInput: AnyObject {
    /// Closes the subject detail screen, back to the screen that opened it.
    func closeSubjectDetail()
    /// Shows All Subjects over the subject detail screen, of a user in `currentPhase` with the subjects
    /// `openSubjectIDs` open.
    func showAllSubjects(currentPhase: Phase, openSubjectIDs: Set<Int>)
}
