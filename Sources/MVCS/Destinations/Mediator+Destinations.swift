// Role: navigation
// The typed wrappers beside the destinations' target: the parameter dictionary is built here, once,
// so no caller spells a key.
import ViewKit

extension Mediator {
    /// The screen of the subject called `name`.
    func subjectScreen(named name: String) -> Result<ViewController, MediatorError> {
        perform(DestinationsTarget.Action.subject, of: DestinationsTarget.name,
                parameters: [DestinationsTarget.Parameter.subjectName: name])
    }

    /// All Subjects, where the user switches subjects on and off.
    func allSubjectsScreen() -> Result<ViewController, MediatorError> {
        perform(DestinationsTarget.Action.allSubjects, of: DestinationsTarget.name)
    }
}
