// Role: assembly
// MVCS's entry point for the catalogue, and the one place that registers every feature's target with
// the mediator. The catalogue asks for a screen the way a feature would: through the mediator.
import SharedModel
import SharedViews
import ViewKit

/// Builds MVCS's two screens, and the app as it starts.
public enum MVCSArchitecture: ScreenFactory {
    public static func makeLoginScreen(environment: AppEnvironment) -> ViewController {
        screen(mediator(environment).loginScreen())
    }

    public static func makeSubjectListScreen(environment: AppEnvironment) -> ViewController {
        screen(mediator(environment).subjectListScreen())
    }

    /// The app on the screen it asks the mediator for: the login form without a session, the subject list with
    /// one. A link is a call from outside the app, which a CTMediator app turns into a local call: read
    /// strictly, it becomes the linked subject, a parameter of the call for that first screen, which
    /// follows it or hands it on. A malformed link is no call at all, and the app starts as usual.
    /// The app's one mediator is registered with the linked subject too, for every All Subjects of the
    /// run to mark, whatever became of the call.
    public static func makeApp(environment: AppEnvironment, link: String?) -> NavigationController {
        let linkedSubjectID = AppLink.subjectID(in: link)
        let mediator = Self.mediator(environment, linkedSubjectID: linkedSubjectID)
        let first = environment.sessionStore.session == nil
            ? mediator.loginScreen(linkedSubjectID: linkedSubjectID)
            : mediator.subjectListScreen(linkedSubjectID: linkedSubjectID)
        return NavigationController(rootViewController: screen(first))
    }

    /// A mediator with every feature's target registered over `environment`; All Subjects' with the
    /// subject of the link the app was opened from, if any, which it marks.
    static func mediator(_ environment: AppEnvironment, linkedSubjectID: Int? = nil) -> Mediator {
        Mediator(targets: [
            LoginTarget(environment: environment),
            SubjectListTarget(environment: environment),
            SubjectDetailTarget(environment: environment),
            AllSubjectsTarget(environment: environment, linkedSubjectID: linkedSubjectID),
        ])
    }

    /// The screen, or, if a target were missing, a bare screen that says so in its title rather than
    /// a crash. Every target is registered above, and a test checks that both screens are built.
    private static func screen(_ result: Result<ViewController, MediatorError>) -> ViewController {
        switch result {
        case .success(let screen):
            return screen
        case .failure(let error):
            let screen = ViewController()
            screen.title = error.description
            return screen
        }
    }
}
