// Role: navigation
// The typed wrapper beside the subject detail feature: the subject list asks for a subject's screen here and
// never names a type of this feature. The parameter dictionary, the callback included, is built here,
// once, so no caller spells a key.
import ViewKit

extension Mediator {
    /// The screen of subject `id`, titled `name`: its details, and Switch Off. Once the server has
    /// switched the subject off, the screen calls `switchedOff` with `id`; what follows is the caller's.
    func subjectDetailScreen(id: Int, named name: String,
                             switchedOff: @escaping @MainActor (Int) -> Void) -> Result<ViewController, MediatorError> {
        perform(SubjectDetailTarget.Action.subjectDetailScreen, of: SubjectDetailTarget.name, parameters: [
            SubjectDetailTarget.Parameter.subjectID: id,
            SubjectDetailTarget.Parameter.name: name,
            SubjectDetailTarget.Parameter.switchedOff: switchedOff,
        ])
    }
}
