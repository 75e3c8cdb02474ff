// Role: logic
// A model-related data controller: signing in, with no screen in mind. It owns the login API manager,
// turns its answer into a session, keeps that session in the shared store, and answers its caller
// through a completion closure. Any screen that needs to sign in can compose it.
import SharedModel

@MainActor
final class AuthDataController {
    private let loginManager: LoginAPIManager
    private let sessionStore: SessionStore
    private var pendingCallback: DataCallback<Session>?

    init(environment: AppEnvironment) {
        loginManager = LoginAPIManager(transport: environment.transport)
        sessionStore = environment.sessionStore
        // Role: glue
        loginManager.delegate = self
    }

    // Role: logic

    /// Whether a sign-in is in flight.
    var isSigningIn: Bool { loginManager.isLoading }

    /// Signs in with `credentials`; on success the session is stored before `completion` hears of it.
    /// While a sign-in is in flight a new one is refused (returns false) and its completion is never
    /// called. Releasing the data controller cancels the request, and nothing is called.
    @discardableResult
    func logIn(with credentials: Credentials, completion: @escaping DataCallback<Session>) -> Bool {
        guard !isSigningIn else { return false }
        pendingCallback = completion
        return loginManager.logIn(with: credentials)
    }

    private func finish(_ result: Result<Session, APIError>) {
        if case .success(let session) = result { sessionStore.store(session) }
        let callback = pendingCallback
        pendingCallback = nil
        callback?(result)
    }
}

// Role: glue
extension AuthDataController: APIManagerDelegate {
    func apiManagerDidSucceed(_ manager: APIManager) {
        finish(Result { () throws(APIError) in try manager.fetch(with: SessionReformer()) })
    }

    func apiManager(_ manager: APIManager, didFailWith error: APIError) {
        finish(.failure(error))
    }
}
