// Role: assembly
// The entry point for the catalogue of MVVM on Swift's Observation, and the one place its parts are
// put together: each screen's view model is made over the environment and handed to its controller.
import SharedModel
import SharedViews
import ViewKit

/// Builds the two screens of MVVM on Observation.
public enum MVVMObservationArchitecture: ScreenFactory {
    public static func makeLoginScreen(environment: AppEnvironment) -> ViewController {
        LoginViewController(viewModel: LoginViewModel(environment: environment)) {
            makeSubjectListScreen(environment: environment)
        }
    }

    public static func makeSubjectListScreen(environment: AppEnvironment) -> ViewController {
        SubjectListViewController(viewModel: SubjectListViewModel(environment: environment))
    }
}
