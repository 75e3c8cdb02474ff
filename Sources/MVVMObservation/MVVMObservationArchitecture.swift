// Role: assembly
// The entry point for the catalogue of MVVM on Swift's Observation, and the one place its parts are
// put together: each screen's view model is made over the environment and handed to its controller.
// Practice gets a closure that builds a subject's detail screen; the list hands it the closure the
// detail view model calls once the subject is switched off.
import SharedModel
import SharedViews
import ViewKit

/// Builds the screens of MVVM on Observation.
public enum MVVMObservationArchitecture: ScreenFactory {
    public static func makeLoginScreen(environment: AppEnvironment) -> ViewController {
        LoginViewController(viewModel: LoginViewModel(environment: environment)) {
            makeSubjectListScreen(environment: environment)
        }
    }

    public static func makeSubjectListScreen(environment: AppEnvironment) -> ViewController {
        SubjectListViewController(viewModel: SubjectListViewModel(environment: environment)) { id, name, onSwitchedOff in
            SubjectDetailViewController(viewModel: SubjectDetailViewModel(
                environment: environment, subjectID: id, name: name, onSwitchedOff: onSwitchedOff))
        }
    }
}
