// Role: navigation
// The typed wrapper beside the Practice feature: the login asks for "the Practice screen" here and
// never names a type of this feature.
import ViewKit

extension Mediator {
    /// The Practice screen; it loads when it first appears and needs a signed-in session.
    func practiceScreen() -> Result<ViewController, MediatorError> {
        perform(SubjectListTarget.Action.practiceScreen, of: SubjectListTarget.name)
    }
}
