// Role: assembly
// MVVM's entry point for the catalogue. Each screen's controller builds its own view and view model,
// so building a screen is creating its controller.
import SharedModel
import SharedViews
import ViewKit

/// Builds MVVM's two screens.
public enum MVVMArchitecture: ScreenFactory {
    public static func makeLoginScreen(environment: AppEnvironment) -> ViewController {
        LoginViewController(environment: environment)
    }

    public static func makeSubjectListScreen(environment: AppEnvironment) -> ViewController {
        SubjectListViewController(environment: environment)
    }
}
