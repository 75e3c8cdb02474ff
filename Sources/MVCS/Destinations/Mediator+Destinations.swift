// Role: navigation
// The typed wrapper beside the destinations' target: no caller spells its target, action or parameter.
import SharedModel
import ViewKit

extension Mediator {
    /// All Subjects: the catalogue subjects offered in `currentPhase`, those in `openSubjectIDs`
    /// marked open.
    func allSubjectsScreen(currentPhase: Phase, openSubjectIDs: Set<Int>) -> Result<ViewController, MediatorError> {
        perform(DestinationsTarget.Action.allSubjects, of: DestinationsTarget.name, parameters: [
            DestinationsTarget.Parameter.currentPhase: currentPhase,
            DestinationsTarget.Parameter.openSubjectIDs: openSubjectIDs,
        ])
    }
}
