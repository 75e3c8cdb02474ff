// Role: navigation
// The typed wrapper beside the All Subjects feature: the subject list and a subject's screen ask for the
// catalogue here and never name a type of this feature. The parameter dictionary is built here, once, so
// no caller spells a key.
import SharedModel
import ViewKit

extension Mediator {
    /// All Subjects: the catalogue subjects offered in `currentPhase`, those in `openSubjectIDs`
    /// marked open.
    func allSubjectsScreen(currentPhase: Phase, openSubjectIDs: Set<Int>) -> Result<ViewController, MediatorError> {
        perform(AllSubjectsTarget.Action.allSubjectsScreen, of: AllSubjectsTarget.name, parameters: [
            AllSubjectsTarget.Parameter.currentPhase: currentPhase,
            AllSubjectsTarget.Parameter.openSubjectIDs: openSubjectIDs,
        ])
    }
}
