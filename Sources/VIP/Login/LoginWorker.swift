// Role: glue
// The login scene's worker: the one place it reaches the server. It wraps the model layer's
// LoginAPIManager (as its delegate) in the completion-handler call Clean Swift's workers offer, so
// the interactor asks for a session and hears a result.
import SharedModel

@MainActor
final class LoginWorker {
    private let loginManager: LoginAPIManager
    private var completion: (@MainActor (Result<Session, APIError>) -> Void)?

    // Role: assembly
    init(environment: AppEnvironment) {
        loginManager = LoginAPIManager(transport: environment.transport)
        // Role: glue
        loginManager.delegate = self
    }

    /// Logs in; `completion` hears the session or the error. Releasing the worker cancels the login.
    func logIn(with credentials: Credentials, completion: @escaping @MainActor (Result<Session, APIError>) -> Void) {
        self.completion = completion
        loginManager.logIn(with: credentials)
    }
}

// Role: glue
extension LoginWorker: APIManagerDelegate {
    func apiManagerDidSucceed(_ manager: APIManager) {
        do {
            completion?(.success(try manager.fetch(with: SessionReformer())))
        } catch {
            completion?(.failure(error))
        }
    }

    func apiManager(_ manager: APIManager, didFailWith error: APIError) {
        completion?(.failure(error))
    }
}
