// Role: navigation
// The login flow: it builds the login screen and, when its view model reports a login, hands over to
// the subject list flow, whose coordinator it starts as its child, handing it the linked subject to
// follow the first time and to mark in All Subjects every time.
import SharedModel
import ViewKit

@MainActor
final class LoginCoordinator: Coordinator {
    private let environment: AppEnvironment
    /// The flow's screen: the stack keeps it, not the coordinator.
    private weak var screen: ViewController?
    /// The subject list flow this one handed over to, while a screen of it is on the stack. Weak: the
    /// child's own screen keeps it, so it ends when that screen is popped; tests watch it here.
    private(set) weak var subjectListFlow: SubjectListCoordinator?
    /// The subject of the link the app was opened with, until a login succeeds: a failed login keeps
    /// it, the first successful one hands it to the subject list flow.
    private var linkedSubjectID: Int?
    /// The subject of the link the app was opened with, for the whole run: every subject list flow this
    /// one starts marks it in All Subjects, the one that takes the link and any later one alike.
    private let markedSubjectID: Int?

    init(environment: AppEnvironment, linkedSubjectID: Int? = nil) {
        self.environment = environment
        self.linkedSubjectID = linkedSubjectID
        markedSubjectID = linkedSubjectID
    }

    // Role: assembly
    func start() -> ViewController {
        let viewModel = LoginViewModel(environment: environment, coordinator: self)
        let controller = LoginViewController(viewModel: viewModel)
        screen = controller
        return controller
    }
}

// Role: navigation
extension LoginCoordinator: LoginViewModelCoordinatorDelegate {
    func loginDidSucceed() {
        let child = SubjectListCoordinator(environment: environment, linkedSubjectID: linkedSubjectID,
                                           markedSubjectID: markedSubjectID)
        // Only the first subject list flow takes the link to follow: a later login's starts as usual,
        // though it still marks the link's subject.
        linkedSubjectID = nil
        subjectListFlow = child
        screen?.navigationController?.pushViewController(child.start())
    }
}
