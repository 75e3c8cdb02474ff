// Role: assembly
// The entry point for the catalogue of MVVM on Swift's Observation, and the one place its parts are
// put together: each screen's view model is made over the environment and handed to its controller.
// The subject list gets a closure that builds a subject's detail screen; the list hands it the closures
// the detail view model calls once the subject is switched off and when All Subjects is tapped on it.
// Another builds All Subjects with the current phase and open subjects the list supplies, for More and
// for that tap alike, and with the subject of the link the app was opened with, which it marks. The app
// opened from a link hands the linked subject to its first screen's view model.
import SharedModel
import SharedViews
import ViewKit

/// Builds the screens of MVVM on Observation, and the app as it starts.
public enum MVVMObservationArchitecture: ScreenFactory {
    public static func makeLoginScreen(environment: AppEnvironment) -> ViewController {
        makeLoginScreen(environment: environment, linkedSubjectID: nil)
    }

    public static func makeSubjectListScreen(environment: AppEnvironment) -> ViewController {
        makeSubjectListScreen(environment: environment, linkedSubjectID: nil, markedSubjectID: nil)
    }

    /// The first screen's view model gets the link's subject: the subject list's opens it once its list shows
    /// it, the login's hands it to the subject list the first successful login pushes. Every All Subjects of
    /// the run marks it, whatever became of the link, so the closures that build All Subjects keep it too:
    /// the view models drop it once they have followed it or handed it on.
    public static func makeApp(environment: AppEnvironment, link: String?) -> NavigationController {
        let linkedSubjectID = AppLink.subjectID(in: link)
        let first = environment.sessionStore.session == nil
            ? makeLoginScreen(environment: environment, linkedSubjectID: linkedSubjectID)
            : makeSubjectListScreen(environment: environment, linkedSubjectID: linkedSubjectID,
                                    markedSubjectID: linkedSubjectID)
        return NavigationController(rootViewController: first)
    }

    private static func makeLoginScreen(environment: AppEnvironment, linkedSubjectID: Int?) -> ViewController {
        LoginViewController(viewModel: LoginViewModel(environment: environment, linkedSubjectID: linkedSubjectID)) {
            // `$0` is the link to follow, the first list's alone; every list's All Subjects marks the app's.
            makeSubjectListScreen(environment: environment, linkedSubjectID: $0, markedSubjectID: linkedSubjectID)
        }
    }

    /// - Parameters:
    ///   - linkedSubjectID: The subject the list opens once its first successful load lists it.
    ///   - markedSubjectID: The subject of the link the app was opened with, which every All Subjects the
    ///     list opens marks.
    private static func makeSubjectListScreen(environment: AppEnvironment, linkedSubjectID: Int?,
                                              markedSubjectID: Int?) -> ViewController {
        let viewModel = SubjectListViewModel(environment: environment, linkedSubjectID: linkedSubjectID)
        return SubjectListViewController(viewModel: viewModel) { id, name, onSwitchedOff, onAllSubjectsRequested in
            SubjectDetailViewController(viewModel: SubjectDetailViewModel(
                environment: environment, subjectID: id, name: name, onSwitchedOff: onSwitchedOff,
                onAllSubjectsRequested: onAllSubjectsRequested))
        } makeAllSubjects: { currentPhase, openSubjectIDs in
            AllSubjectsViewController(viewModel: AllSubjectsViewModel(
                environment: environment, currentPhase: currentPhase, openSubjectIDs: openSubjectIDs,
                linkedSubjectID: markedSubjectID))
        }
    }
}
