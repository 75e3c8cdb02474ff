// Role: navigation
// The app coordinator: it decides which flow the app starts with and starts it, and follows the link
// the app was opened with by handing its subject to that flow. In an app the scene delegate keeps it,
// to start the next flow after a logout; this app has no logout, and the host keeps only what it is
// given, so it is done once the first flow has started.
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

    /// A user already signed in starts at the subject list flow.
    func startSignedIn() -> ViewController {
        SubjectListCoordinator(environment: environment).start()
    }

    /// The app as it starts, its first flow in the navigation controller the flows share: the subject list
    /// when the session store keeps a session, login otherwise. The flow gets the subject of `link`
    /// (none for a malformed one): the subject list flow shows it once its list first shows it, the login
    /// flow hands it to the subject list flow the first successful login starts; and every subject list
    /// flow of the run marks it in All Subjects, since this coordinator, which alone reads the link, is
    /// not kept.
    func startApp(link: String?) -> NavigationController {
        let linkedSubjectID = AppLink.subjectID(in: link)
        let first = environment.sessionStore.session == nil
            ? LoginCoordinator(environment: environment, linkedSubjectID: linkedSubjectID).start()
            : SubjectListCoordinator(environment: environment, linkedSubjectID: linkedSubjectID,
                                     markedSubjectID: linkedSubjectID).start()
        return NavigationController(rootViewController: first)
    }
}
