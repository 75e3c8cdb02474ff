// Role: state
// MVVM-C's login view model: a plain class. It keeps the screen's state, derives what the screen
// shows, logs in through the model layer's LoginAPIManager (its delegate), and tells its coordinator,
// never a view controller, when the login succeeded. Its one output is a closure the controller sets:
// the binding, made by hand.
import SharedModel

@MainActor
final class LoginViewModel {
    /// Where the login stands.
    private enum Status: Equatable {
        /// No login in flight and no answer on show.
        case editing
        case signingIn
        /// A login failed; its message stays until the user next types.
        case failed(message: String)
    }

    /// The username as the user typed it.
    private(set) var username = ""
    /// The password as typed; cleared by the view model after wrong credentials.
    private(set) var password = ""
    /// A field is touched once the user has typed into it; the view model clearing it untouches it.
    private var touched: Set<CredentialField> = []
    private var status = Status.editing

    // Role: glue
    /// Called after every change to what the screen shows.
    var onChange: (@MainActor () -> Void)?

    private let sessionStore: SessionStore
    private let loginManager: LoginAPIManager
    /// Where a login leads is the coordinator's business. Strong: the flow lives while its screen does.
    private let coordinator: any LoginViewModelCoordinatorDelegate

    // Role: assembly
    init(environment: AppEnvironment, coordinator: any LoginViewModelCoordinatorDelegate) {
        sessionStore = environment.sessionStore
        loginManager = LoginAPIManager(transport: environment.transport)
        self.coordinator = coordinator
        // Role: glue
        loginManager.delegate = self
    }

    // Role: logic

    /// The line under the fields: the login's progress or answer first, then the username's
    /// problem, then the password's, each only once its field is touched.
    var instruction: String {
        switch status {
        case .signingIn: LoginMessages.signingIn
        case .failed(let message): message
        case .editing: (shownProblem(in: .username) ?? shownProblem(in: .password))?.message ?? ""
        }
    }

    /// Whether `field` is touched and breaks a rule.
    func isInvalid(_ field: CredentialField) -> Bool { shownProblem(in: field) != nil }

    /// Whether Log In can be tapped: both fields valid and no login in flight.
    var isSubmitEnabled: Bool {
        problem(in: .username) == nil && problem(in: .password) == nil && !isSigningIn
    }

    /// Whether a login is in flight: the spinner turns and the fields are disabled.
    var isSigningIn: Bool { status == .signingIn }

    private func problem(in field: CredentialField) -> CredentialProblem? {
        CredentialRules.problem(with: field == .username ? username : password, as: field)
    }

    private func shownProblem(in field: CredentialField) -> CredentialProblem? {
        touched.contains(field) ? problem(in: field) : nil
    }

    /// A keystroke: the field takes the text and is touched, and a login's answer makes way.
    func userTyped(_ text: String, in field: CredentialField) {
        switch field {
        case .username: username = text
        case .password: password = text
        }
        touched.insert(field)
        if case .failed = status { status = .editing }
        onChange?()
    }

    func submit() {
        guard isSubmitEnabled else { return }
        // Before sending: an immediate backend may answer inside `logIn`.
        status = .signingIn
        onChange?()
        loginManager.logIn(with: Credentials(username: username, password: password))
    }

    private func loginSucceeded(with session: Session) {
        sessionStore.store(session)
        status = .editing
        onChange?()
        coordinator.loginDidSucceed()
    }

    private func loginFailed(with error: APIError) {
        status = .failed(message: LoginMessages.message(for: error))
        if error == .unauthorized {
            // Wrong credentials: the view model clears the password, which leaves it untouched.
            password = ""
            touched.remove(.password)
        }
        onChange?()
    }
}

// Role: glue
extension LoginViewModel: APIManagerDelegate {
    func apiManagerDidSucceed(_ manager: APIManager) {
        do {
            loginSucceeded(with: try manager.fetch(with: SessionReformer()))
        } catch {
            loginFailed(with: error)
        }
    }

    func apiManager(_ manager: APIManager, didFailWith error: APIError) {
        loginFailed(with: error)
    }
}
