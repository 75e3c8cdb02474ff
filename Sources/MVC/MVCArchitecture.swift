// Role: assembly
// MVC's entry point for the catalogue. In Apple-style MVC the view controller is the module: building
// a screen is creating its controller, which builds its own view and managers.
import SharedModel
import SharedViews
import ViewKit

/// Builds MVC's two screens.
public enum MVCArchitecture: ScreenFactory {
    public static func makeLoginScreen(environment: AppEnvironment) -> ViewController {
        LoginViewController(environment: environment)
    }

    public static func makeSubjectListScreen(environment: AppEnvironment) -> ViewController {
        SubjectListViewController(environment: environment)
    }
}
