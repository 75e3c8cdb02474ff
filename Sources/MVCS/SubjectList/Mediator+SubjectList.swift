// Role: navigation
// The typed wrapper beside the Practice feature: the login asks for "the Practice screen" here and
// never names a type of this feature.
import ViewKit

extension Mediator {
    /// The Practice screen; it loads when it first appears and needs a signed-in session. Given a
    /// linked subject, it opens that subject's screen once its list first shows it.
    func practiceScreen(linkedSubjectID: Int? = nil) -> Result<ViewController, MediatorError> {
        var parameters: [String: Any] = [:]
        parameters[SubjectListTarget.Parameter.linkedSubjectID] = linkedSubjectID
        return perform(SubjectListTarget.Action.practiceScreen, of: SubjectListTarget.name, parameters: parameters)
    }
}
