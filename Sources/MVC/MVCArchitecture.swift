// Role: assembly
// MVC's entry point for the catalogue. In Apple-style MVC the view controller is the module: building
// a screen is creating its controller, which builds its own view and managers.
import SharedModel
import SharedViews
import ViewKit

/// Builds MVC's screens and the app as it starts.
public enum MVCArchitecture: ScreenFactory {
    public static func makeLoginScreen(environment: AppEnvironment) -> ViewController {
        LoginViewController(environment: environment)
    }

    public static func makeSubjectListScreen(environment: AppEnvironment) -> ViewController {
        SubjectListViewController(environment: environment)
    }

    /// The first screen gets the link's subject, which the subject list opens once its list shows.
    public static func makeApp(environment: AppEnvironment, link: String?) -> NavigationController {
        let linkedSubjectID = AppLink.subjectID(in: link)
        let first: ViewController = environment.sessionStore.session == nil
            ? LoginViewController(environment: environment, linkedSubjectID: linkedSubjectID)
            : SubjectListViewController(environment: environment, linkedSubjectID: linkedSubjectID)
        return NavigationController(rootViewController: first)
    }
}
