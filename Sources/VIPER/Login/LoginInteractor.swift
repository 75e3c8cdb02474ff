// Role: logic
// VIPER's Interactor: the login use cases and nothing else. It checks credentials against the
// shared rules, signs in through the login API manager, and keeps the session, an entity, in the
// shared session store. It reports facts (success, or which APIError) and knows no wording, no
// widget and no screen.
import SharedModel

@MainActor
final class LoginInteractor {
    // Role: glue
    /// Weak: the presenter owns this interactor.
    weak var output: (any LoginInteractorOutput)?
    /// Strong: the interactor owns its API manager; releasing the interactor cancels the request.
    private let loginManager: LoginAPIManager
    private let sessionStore: SessionStore

    // Role: assembly
    init(loginManager: LoginAPIManager, sessionStore: SessionStore) {
        self.loginManager = loginManager
        self.sessionStore = sessionStore
        // Role: glue
        loginManager.delegate = self
    }

    // Role: logic
    private func loginSucceeded(with session: Session) {
        sessionStore.store(session)
        output?.loginDidSucceed()
    }
}

// Role: glue
extension LoginInteractor: LoginInteractorInput {
    func problem(with text: String, as field: CredentialField) -> CredentialProblem? {
        CredentialRules.problem(with: text, as: field)
    }

    /// The manager refuses a second call while one is in flight, so a login is never sent twice.
    func logIn(with credentials: Credentials) {
        loginManager.logIn(with: credentials)
    }
}

// Role: glue
extension LoginInteractor: APIManagerDelegate {
    func apiManagerDidSucceed(_ manager: APIManager) {
        do {
            loginSucceeded(with: try manager.fetch(with: SessionReformer()))
        } catch {
            output?.loginDidFail(with: error)
        }
    }

    func apiManager(_ manager: APIManager, didFailWith error: APIError) {
        output?.loginDidFail(with: error)
    }
}
