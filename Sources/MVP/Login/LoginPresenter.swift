// Role: logic
// MVP's presenter for the login screen: every decision of the screen lives here. It hears the user's
// events from the view, keeps the form's state, calls the shared login API manager as its delegate,
// and tells the view what to show through `LoginViewProtocol`. It knows no widget: it imports only
// the model layer, which is what makes it testable with a spy view.
import SharedModel

/// Runs the login screen: validation, the touched rule, the login call and its outcome.
@MainActor
final class LoginPresenter {
    /// The screen this presenter drives. Weak: the view controller owns its presenter, not the reverse.
    weak var view: (any LoginViewProtocol)?

    private let sessionStore: SessionStore
    private let loginManager: LoginAPIManager

    // Role: state
    private var username = ""
    private var password = ""
    /// A field is touched once the user has typed into it; clearing it from code untouches it.
    private var touched: Set<CredentialField> = []
    /// The answer of the last login, shown until the user types again.
    private var outcomeMessage: String?
    /// The subject the app's link names, kept through failed logins for the first that succeeds.
    private var linkedSubjectID: Int?

    // Role: assembly
    /// `linkedSubjectID` goes on to the subject list the first successful login shows.
    init(environment: AppEnvironment, linkedSubjectID: Int? = nil) {
        sessionStore = environment.sessionStore
        loginManager = LoginAPIManager(transport: environment.transport)
        self.linkedSubjectID = linkedSubjectID
        // Role: glue
        loginManager.delegate = self
    }

    // Role: logic
    /// The view is ready: show the initial state.
    func viewDidLoad() { render() }

    func usernameChanged(to text: String) {
        username = text
        userTyped(in: .username)
    }

    func passwordChanged(to text: String) {
        password = text
        userTyped(in: .password)
    }

    func submitTapped() {
        guard canSubmit else { return }
        outcomeMessage = nil
        loginManager.logIn(with: Credentials(username: username, password: password))
        render()
    }

    /// Return in the password field is a tap on Log In.
    func passwordReturned() {
        submitTapped()
    }

    private func userTyped(in field: CredentialField) {
        touched.insert(field)
        outcomeMessage = nil
        render()
    }

    private func problem(in field: CredentialField) -> CredentialProblem? {
        CredentialRules.problem(with: field == .username ? username : password, as: field)
    }

    private var canSubmit: Bool {
        problem(in: .username) == nil && problem(in: .password) == nil && !loginManager.isLoading
    }

    /// The instruction: the login's progress or answer first, then the first touched field's problem.
    private var instruction: String {
        if loginManager.isLoading { return LoginMessages.signingIn }
        if let outcomeMessage { return outcomeMessage }
        for field in [CredentialField.username, .password] where touched.contains(field) {
            if let problem = problem(in: field) { return problem.message }
        }
        return ""
    }

    /// Tells the view the whole state; called after anything changes.
    private func render() {
        guard let view else { return }
        let busy = loginManager.isLoading
        for field in [CredentialField.username, .password] {
            view.markField(field, invalid: touched.contains(field) && problem(in: field) != nil)
        }
        view.showInstruction(instruction)
        view.enableFields(!busy)
        view.enableSubmit(canSubmit)
        view.showBusy(busy)
    }

    private func loginSucceeded(with session: Session) {
        sessionStore.store(session)
        render()
        view?.showSubjectList(linkedSubjectID: linkedSubjectID)
        // The link goes with that subject list: a later login shows the subject list alone.
        linkedSubjectID = nil
    }

    private func loginFailed(with error: APIError) {
        outcomeMessage = LoginMessages.message(for: error)
        if error == .unauthorized {
            password = ""
            touched.remove(.password)
            view?.clearPassword()
        }
        render()
    }
}

// Role: glue
extension LoginPresenter: APIManagerDelegate {
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
