// Role: navigation
// The typed wrapper beside the destinations' target: no caller spells its target or action.
import ViewKit

extension Mediator {
    /// All Subjects, where the user switches subjects on and off.
    func allSubjectsScreen() -> Result<ViewController, MediatorError> {
        perform(DestinationsTarget.Action.allSubjects, of: DestinationsTarget.name)
    }
}
