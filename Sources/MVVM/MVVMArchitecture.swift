// Role: assembly
// MVVM's entry point for the catalogue, and the one place its parts are put together: each screen's
// view model is made over the environment and handed to its controller, which makes its own view.
import SharedModel
import SharedViews
import ViewKit

/// Builds MVVM's two screens.
public enum MVVMArchitecture: ScreenFactory {
    public static func makeLoginScreen(environment: AppEnvironment) -> ViewController {
        LoginViewController(viewModel: LoginViewModel(environment: environment)) {
            makeSubjectListScreen(environment: environment)
        }
    }

    public static func makeSubjectListScreen(environment: AppEnvironment) -> ViewController {
        SubjectListViewController(viewModel: SubjectListViewModel(environment: environment)) { subjectID, name in
            SubjectDetailViewModel(subjectID: subjectID, name: name, environment: environment)
        }
    }
}
