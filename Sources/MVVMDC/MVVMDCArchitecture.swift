// Role: assembly
// MVVM-DC's entry point for the catalogue. Assembly is where the data controllers are composed: each
// view controller gets one view-related data controller, built from smaller model-related ones.
import SharedModel
import SharedViews
import ViewKit

/// Builds MVVM-DC's two screens.
public enum MVVMDCArchitecture: ScreenFactory {
    public static func makeLoginScreen(environment: AppEnvironment) -> ViewController {
        let dataController = LoginDataController(auth: AuthDataController(environment: environment))
        return LoginViewController(dataController: dataController, environment: environment)
    }

    public static func makeSubjectListScreen(environment: AppEnvironment) -> ViewController {
        let dataController = SubjectListDataController(subjects: SubjectsDataController(environment: environment))
        return SubjectListViewController(dataController: dataController, themeStore: environment.themeStore)
    }
}
