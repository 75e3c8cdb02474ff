// Role: state
// MVCS's store for the login: the data access split out of the controller. It owns the login API
// manager, keeps what a successful login fetched (the session, in the shared session store), answers
// the controller's one question about it (is a login in flight?) and reports each outcome to its
// controller by delegate. It decides nothing a user sees: messages and the form stay in the controller.
import SharedModel

@MainActor
final class LoginStore {
    weak var delegate: (any LoginStoreDelegate)?
    private let sessionStore: SessionStore
    private let manager: LoginAPIManager

    // Role: assembly
    init(environment: AppEnvironment) {
        sessionStore = environment.sessionStore
        manager = LoginAPIManager(transport: environment.transport)
        // Role: glue
        manager.delegate = self
    }

    // Role: state
    /// Whether a login is in flight.
    var isLoggingIn: Bool { manager.isLoading }

    // Role: logic
    /// Sends one login; a second call while one is in flight does nothing.
    func logIn(with credentials: Credentials) {
        manager.logIn(with: credentials)
    }

    private func loggedIn(with session: Session) {
        sessionStore.store(session)
        delegate?.loginStoreDidLogIn(self)
    }

    private func failed(with error: APIError) {
        delegate?.loginStore(self, didFailWith: error)
    }
}

// Role: glue
extension LoginStore: APIManagerDelegate {
    func apiManagerDidSucceed(_ manager: APIManager) {
        do {
            loggedIn(with: try manager.fetch(with: SessionReformer()))
        } catch {
            failed(with: error)
        }
    }

    func apiManager(_ manager: APIManager, didFailWith error: APIError) {
        failed(with: error)
    }
}
