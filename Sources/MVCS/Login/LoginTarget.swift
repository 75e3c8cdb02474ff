// Role: assembly
// The login feature's target: the one place that builds its screen, for the mediator.
import SharedModel
import ViewKit

@MainActor
struct LoginTarget: MediatorTarget {
    nonisolated static let name = "Login"

    /// The action names the typed wrapper (`Mediator.loginScreen()`) asks for.
    enum Action {
        static let loginScreen = "loginScreen"
    }

    let environment: AppEnvironment

    func perform(_ action: String, parameters: [String: Any], mediator: Mediator) throws(MediatorError) -> ViewController {
        switch action {
        case Action.loginScreen:
            LoginViewController(store: LoginStore(environment: environment), mediator: mediator)
        default:
            throw .unknownAction(target: Self.name, action: action)
        }
    }
}
