// Role: navigation
// The typed wrapper beside the login feature: callers ask for the login screen by name and type, and
// never spell a target, an action or a parameter.
import ViewKit

extension Mediator {
    /// The login form.
    func loginScreen() -> Result<ViewController, MediatorError> {
        perform(LoginTarget.Action.loginScreen, of: LoginTarget.name)
    }
}
