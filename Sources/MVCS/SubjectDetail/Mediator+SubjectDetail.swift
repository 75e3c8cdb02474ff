// Role: navigation
// The typed wrapper beside the subject detail feature: the subject list asks for a subject's screen here and
// never names a type of this feature. The parameter dictionary, the callbacks included, is built here,
// once, so no caller spells a key.
import SharedModel
import ViewKit

extension Mediator {
    /// The screen of subject `id`, titled `name`: its details, Switch Off and All Subjects. Once the server
    /// has switched the subject off, the screen calls `switchedOff` with `id`; what follows is the caller's.
    /// At each tap on All Subjects it asks `allSubjectsNeeds` for the phase and the open subjects to open
    /// the catalogue with, and opens nothing on nil.
    func subjectDetailScreen(id: Int, named name: String,
                             switchedOff: @escaping @MainActor (Int) -> Void,
                             allSubjectsNeeds: @escaping @MainActor () -> (currentPhase: Phase, openSubjectIDs: Set<Int>)?)
        -> Result<ViewController, MediatorError> {
        perform(SubjectDetailTarget.Action.subjectDetailScreen, of: SubjectDetailTarget.name, parameters: [
            SubjectDetailTarget.Parameter.subjectID: id,
            SubjectDetailTarget.Parameter.name: name,
            SubjectDetailTarget.Parameter.switchedOff: switchedOff,
            SubjectDetailTarget.Parameter.allSubjectsNeeds: allSubjectsNeeds,
        ])
    }
}
