// Role: assembly
// MVVM-DC's entry point for the catalogue. Assembly is where the data controllers are composed: each
// view controller gets one view-related data controller, built from smaller model-related ones.
import SharedModel
import SharedViews
import ViewKit

/// Builds MVVM-DC's screens: the two the catalogue opens, and the subject detail screen the list pushes.
public enum MVVMDCArchitecture: ScreenFactory {
    public static func makeLoginScreen(environment: AppEnvironment) -> ViewController {
        let dataController = LoginDataController(auth: AuthDataController(environment: environment))
        return LoginViewController(dataController: dataController, environment: environment)
    }

    public static func makeSubjectListScreen(environment: AppEnvironment) -> ViewController {
        let dataController = SubjectListDataController(subjects: SubjectsDataController(environment: environment))
        return SubjectListViewController(dataController: dataController, environment: environment)
    }

    /// The subject detail screen of subject `id`, titled with its `name`. Its data controllers are its
    /// own, so popping it cancels its requests and frees them with it.
    static func makeSubjectDetailScreen(subjectID id: Int, name: String,
                                        environment: AppEnvironment) -> SubjectDetailViewController {
        let details = SubjectDetailsDataController(environment: environment)
        let dataController = SubjectDetailDataController(subjectID: id, details: details)
        return SubjectDetailViewController(dataController: dataController, themeStore: environment.themeStore, title: name)
    }
}
