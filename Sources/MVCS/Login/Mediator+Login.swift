// Role: navigation
// The typed wrapper beside the login feature: callers ask for the login screen by name and type, and
// never spell a target, an action or a parameter.
import ViewKit

extension Mediator {
    /// The login form. Given a linked subject, it hands it on to the subject list its first
    /// successful login pushes.
    func loginScreen(linkedSubjectID: Int? = nil) -> Result<ViewController, MediatorError> {
        var parameters: [String: Any] = [:]
        parameters[LoginTarget.Parameter.linkedSubjectID] = linkedSubjectID
        return perform(LoginTarget.Action.loginScreen, of: LoginTarget.name, parameters: parameters)
    }
}
