// Role: assembly
// The entry point of MVVM-C for the catalogue. Screens are not built here: the app coordinator starts
// a flow, and the flow's coordinator builds its first screen. The host that shows that screen plays
// the scene delegate's part, and hands the app coordinator the link the app was opened with.
import SharedModel
import SharedViews
import ViewKit

/// Builds MVVM-C's screens, each as the first screen of a flow, and the app as it starts.
public enum MVVMCArchitecture: ScreenFactory {
    public static func makeLoginScreen(environment: AppEnvironment) -> ViewController {
        AppCoordinator(environment: environment).start()
    }

    public static func makeSubjectListScreen(environment: AppEnvironment) -> ViewController {
        AppCoordinator(environment: environment).startSignedIn()
    }

    public static func makeApp(environment: AppEnvironment, link: String?) -> NavigationController {
        AppCoordinator(environment: environment).startApp(link: link)
    }
}
