// Role: assembly
// The login feature's target: the one place that builds its screen, for the mediator.
import SharedModel
import ViewKit

@MainActor
struct LoginTarget: MediatorTarget {
    nonisolated static let name = "Login"

    /// The action names and parameters the typed wrapper (`Mediator.loginScreen(linkedSubjectID:)`)
    /// asks for.
    enum Action {
        static let loginScreen = "loginScreen"
    }

    enum Parameter {
        /// The linked subject's id, an `Int`, which the screen hands on to the subject list its
        /// first successful login pushes; absent when the app was not opened from a link.
        static let linkedSubjectID = "linkedSubjectID"
    }

    let environment: AppEnvironment

    func perform(_ action: String, parameters: [String: Any], mediator: Mediator) throws(MediatorError) -> ViewController {
        switch action {
        case Action.loginScreen:
            LoginViewController(store: LoginStore(environment: environment), mediator: mediator,
                                linkedSubjectID: parameters[Parameter.linkedSubjectID] as? Int)
        default:
            throw .unknownAction(target: Self.name, action: action)
        }
    }
}
