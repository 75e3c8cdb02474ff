// Role: assembly
// MVVM's entry point for the catalogue, and the one place its parts are put together: each screen's
// view model is made over the environment and handed to its controller, which makes its own view.
// It reads the app's link, and keeps the link's subject in the makers it hands the screens, for every
// All Subjects of the run to mark.
import SharedModel
import SharedViews
import ViewKit

/// Builds MVVM's screens, and the app as it starts.
public enum MVVMArchitecture: ScreenFactory {
    public static func makeApp(environment: AppEnvironment, link: String?) -> NavigationController {
        let linkedSubjectID = AppLink.subjectID(in: link)
        let first = environment.sessionStore.session == nil
            ? makeLoginScreen(environment: environment, linkedSubjectID: linkedSubjectID)
            : makeSubjectListScreen(
                environment: environment, linkedSubjectID: linkedSubjectID, markedSubjectID: linkedSubjectID)
        return NavigationController(rootViewController: first)
    }

    public static func makeLoginScreen(environment: AppEnvironment) -> ViewController {
        makeLoginScreen(environment: environment, linkedSubjectID: nil)
    }

    public static func makeSubjectListScreen(environment: AppEnvironment) -> ViewController {
        makeSubjectListScreen(environment: environment, linkedSubjectID: nil, markedSubjectID: nil)
    }

    /// The login screen, whose view model hands the linked subject on to the subject list it asks for.
    /// Every subject list it pushes marks the link's subject in All Subjects, even once the view model
    /// has handed the link on and forgotten it.
    private static func makeLoginScreen(environment: AppEnvironment, linkedSubjectID: Int?) -> ViewController {
        LoginViewController(viewModel: LoginViewModel(environment: environment, linkedSubjectID: linkedSubjectID)) {
            makeSubjectListScreen(environment: environment, linkedSubjectID: $0, markedSubjectID: linkedSubjectID)
        }
    }

    /// The subject list, whose view model opens the linked subject when the list first shows it.
    /// - Parameters:
    ///   - linkedSubjectID: The subject the list follows the link to, once.
    ///   - markedSubjectID: The subject of the link the app was opened from, which every All Subjects
    ///     the list pushes marks, by More or from a subject's screen: the list drops its link, this stays.
    private static func makeSubjectListScreen(
        environment: AppEnvironment, linkedSubjectID: Int?, markedSubjectID: Int?
    ) -> ViewController {
        let viewModel = SubjectListViewModel(environment: environment, linkedSubjectID: linkedSubjectID)
        return SubjectListViewController(viewModel: viewModel) { subjectID, name in
            SubjectDetailViewModel(subjectID: subjectID, name: name, environment: environment)
        } makeAllSubjects: { currentPhase, openSubjectIDs in
            AllSubjectsViewController(viewModel: AllSubjectsViewModel(
                environment: environment, currentPhase: currentPhase, openSubjectIDs: openSubjectIDs,
                linkedSubjectID: markedSubjectID))
        }
    }
}
