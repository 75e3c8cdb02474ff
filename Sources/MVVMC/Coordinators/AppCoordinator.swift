// Role: navigation
// The app coordinator: it decides which flow the app starts with and starts it. In an app the scene
// delegate keeps it, to start the next flow after a logout; this app has no logout, and the host
// keeps only the screen it is given, so it is done once the first flow has started.
import SharedModel
import ViewKit

@MainActor
final class AppCoordinator: Coordinator {
    private let environment: AppEnvironment

    init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// The app starts with the login flow.
    func start() -> ViewController {
        LoginCoordinator(environment: environment).start()
    }

    /// A user already signed in starts at the Practice flow.
    func startSignedIn() -> ViewController {
        SubjectListCoordinator(environment: environment).start()
    }
}
