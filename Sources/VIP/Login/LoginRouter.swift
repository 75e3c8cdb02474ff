// Role: navigation
// The login scene's router: it builds the Practice scene through that scene's configurator and pushes
// it. It passes no data: the Practice scene needs only the session, which the interactor stored in
// the model layer's session store, where the Practice scene's worker reads it.
import SharedModel
import ViewKit

@MainActor
final class LoginRouter {
    /// Weak: the view controller owns this router.
    weak var viewController: ViewController?
    private let environment: AppEnvironment

    // Role: assembly
    init(environment: AppEnvironment) {
        self.environment = environment
    }
}

// Role: navigation
extension LoginRouter: LoginRoutingLogic {
    func routeToSubjectList() {
        viewController?.navigationController?.pushViewController(SubjectListConfigurator.makeScene(environment: environment))
    }
}
