// Role: glue
// The login screen's effect runner: it logs in through the model layer's LoginAPIManager (its
// delegate) and keeps the session in the session store, and sends each outcome back as an action.
// Released with the store, it cancels the login in flight.
import SharedModel

@MainActor
final class LoginEffects: EffectRunner {
    typealias Feature = LoginReducer

    private let loginManager: LoginAPIManager
    private let sessionStore: SessionStore
    private var send: (@MainActor (LoginAction) -> Void)?

    // Role: assembly
    init(environment: AppEnvironment) {
        loginManager = LoginAPIManager(transport: environment.transport)
        sessionStore = environment.sessionStore
        // Role: glue
        loginManager.delegate = self
    }

    func connect(_ send: @escaping @MainActor (LoginAction) -> Void) {
        self.send = send
    }

    func run(_ effect: LoginEffect) {
        switch effect {
        case .logIn(let credentials):
            loginManager.logIn(with: credentials)
        case .storeSession(let session):
            sessionStore.store(session)
            send?(.sessionStored)
        }
    }
}

// Role: glue
extension LoginEffects: APIManagerDelegate {
    func apiManagerDidSucceed(_ manager: APIManager) {
        do {
            send?(.loginAnswered(.success(try manager.fetch(with: SessionReformer()))))
        } catch {
            send?(.loginAnswered(.failure(error)))
        }
    }

    func apiManager(_ manager: APIManager, didFailWith error: APIError) {
        send?(.loginAnswered(.failure(error)))
    }
}
