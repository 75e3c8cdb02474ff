import SharedModel
import ViewKit

/// What each architecture module offers the catalogue: its screens, built over an environment, and
/// the app as it starts.
@MainActor
public protocol ScreenFactory {
    /// The login screen; a successful login pushes this architecture's subject list.
    static func makeLoginScreen(environment: AppEnvironment) -> ViewController
    /// The subject list. It loads on first appearance and needs a signed-in session.
    static func makeSubjectListScreen(environment: AppEnvironment) -> ViewController
    /// The app as it starts, the root of its window (docs/SPEC.md §7.4): the subject list when the session
    /// store keeps a session, the login screen otherwise. `link` is the text of the link the app was
    /// opened with, nil when it was opened from its icon.
    static func makeApp(environment: AppEnvironment, link: String?) -> NavigationController
}

extension ScreenFactory {
    /// An app that follows no link starts as usual, whatever it was opened with.
    public static func makeApp(environment: AppEnvironment, link: String?) -> NavigationController {
        let first = environment.sessionStore.session == nil
            ? makeLoginScreen(environment: environment)
            : makeSubjectListScreen(environment: environment)
        return NavigationController(rootViewController: first)
    }
}
