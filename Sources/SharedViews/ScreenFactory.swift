import SharedModel
import ViewKit

/// What each architecture module offers the catalogue: its two screens, built over an environment.
@MainActor
public protocol ScreenFactory {
    /// The login screen; a successful login pushes this architecture's subject list.
    static func makeLoginScreen(environment: AppEnvironment) -> ViewController
    /// The Practice screen. It loads on first appearance and needs a signed-in session.
    static func makeSubjectListScreen(environment: AppEnvironment) -> ViewController
}
