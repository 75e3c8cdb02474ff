// Role: assembly
// MVVM-DC's entry point for the catalogue. Assembly is where the data controllers are composed: each
// view controller gets one view-related data controller, built from smaller model-related ones.
import SharedModel
import SharedViews
import ViewKit

/// Builds MVVM-DC's screens: the two the catalogue opens, and the subject detail screen and All Subjects
/// the list pushes; and the app as it starts.
public enum MVVMDCArchitecture: ScreenFactory {
    public static func makeApp(environment: AppEnvironment, link: String?) -> NavigationController {
        let linkedSubjectID = AppLink.subjectID(in: link)
        let first = environment.sessionStore.session == nil
            ? makeLoginScreen(environment: environment, linkedSubjectID: linkedSubjectID)
            : makeSubjectListScreen(environment: environment, linkedSubjectID: linkedSubjectID,
                                    markedSubjectID: linkedSubjectID)
        return NavigationController(rootViewController: first)
    }

    public static func makeLoginScreen(environment: AppEnvironment) -> ViewController {
        makeLoginScreen(environment: environment, linkedSubjectID: nil)
    }

    public static func makeSubjectListScreen(environment: AppEnvironment) -> ViewController {
        makeSubjectListScreen(environment: environment, linkedSubjectID: nil, markedSubjectID: nil)
    }

    /// The login screen, which hands the linked subject on to the subject list its first successful
    /// login pushes, and keeps it for All Subjects on every subject list it pushes.
    private static func makeLoginScreen(environment: AppEnvironment, linkedSubjectID: Int?) -> ViewController {
        let dataController = LoginDataController(auth: AuthDataController(environment: environment))
        return LoginViewController(dataController: dataController, environment: environment,
                                   linkedSubjectID: linkedSubjectID)
    }

    /// The subject list, which opens `linkedSubjectID` when its list first shows it, and gives
    /// `markedSubjectID`, the subject of the link the app was opened from, to every All Subjects it opens.
    static func makeSubjectListScreen(environment: AppEnvironment, linkedSubjectID: Int?,
                                      markedSubjectID: Int?) -> ViewController {
        let dataController = SubjectListDataController(subjects: SubjectsDataController(environment: environment))
        return SubjectListViewController(dataController: dataController, environment: environment,
                                         linkedSubjectID: linkedSubjectID, markedSubjectID: markedSubjectID)
    }

    /// The subject detail screen of subject `id`, titled with its `name`. Its data controllers are its
    /// own, so popping it cancels its requests and frees them with it.
    static func makeSubjectDetailScreen(subjectID id: Int, name: String,
                                        environment: AppEnvironment) -> SubjectDetailViewController {
        let details = SubjectDetailsDataController(environment: environment)
        let dataController = SubjectDetailDataController(subjectID: id, details: details)
        return SubjectDetailViewController(dataController: dataController, themeStore: environment.themeStore, title: name)
    }

    /// All Subjects of a user in `currentPhase` with the subjects `openSubjectIDs` open, as the list shows
    /// them, marking `linkedSubjectID`, the subject of the link the app was opened from. Its data
    /// controllers are its own, so popping it cancels its request and frees them with it.
    static func makeAllSubjectsScreen(currentPhase: Phase, openSubjectIDs: Set<Int>, linkedSubjectID: Int?,
                                      environment: AppEnvironment) -> AllSubjectsViewController {
        let subjects = SubjectsDataController(environment: environment)
        let dataController = AllSubjectsDataController(currentPhase: currentPhase, openSubjectIDs: openSubjectIDs,
                                                       linkedSubjectID: linkedSubjectID, subjects: subjects)
        return AllSubjectsViewController(dataController: dataController, themeStore: environment.themeStore)
    }
}
