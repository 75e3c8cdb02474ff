// Role: view
// Apple-style MVC: the controller owns its view, listens to it with target-action, keeps the screen's
// state, makes every decision, talks to the API manager as its delegate, and pushes the next screen.
// Everything about the login screen is in this one file; that is MVC's strength and its cost.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class LoginViewController: ViewController {
    private let environment: AppEnvironment
    private let form = LoginFormView()
    private lazy var loginManager: LoginAPIManager = {
        let manager = LoginAPIManager(transport: environment.transport)
        // Role: glue
        manager.delegate = self
        // Role: view
        return manager
    }()

    // Role: state
    /// A field is touched once the user has typed into it; clearing it from code untouches it.
    private var touched: Set<CredentialField> = []
    /// The answer of the last login, shown until the user types again.
    private var outcomeMessage: String?
    /// The subject of the link the app was opened with, handed to every subject list a login pushes,
    /// whose All Subjects marks it.
    private let linkedSubjectID: Int?
    /// Whether the next subject list a login pushes opens the link's subject: only the first does, and
    /// it takes the link with it if it is popped before its list shows (§7.4).
    private var listFollowsLink = true

    // Role: view
    init(environment: AppEnvironment, linkedSubjectID: Int? = nil) {
        self.environment = environment
        self.linkedSubjectID = linkedSubjectID
        super.init()
        title = LoginCopy.title
    }

    override func loadView() {
        view = form
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Role: glue
        form.usernameField.addTarget(self, action: LoginViewController.usernameChanged, for: .editingChanged)
        form.passwordField.addTarget(self, action: LoginViewController.passwordChanged, for: .editingChanged)
        form.submitButton.addTarget(self, action: LoginViewController.submitTapped, for: .touchUpInside)
        form.passwordField.addTarget(self, action: LoginViewController.submitTapped, for: .primaryActionTriggered)
        // Role: view
        updateScreen()
    }

    // Role: logic
    private func usernameChanged() { userTyped(in: .username) }
    private func passwordChanged() { userTyped(in: .password) }

    private func userTyped(in field: CredentialField) {
        touched.insert(field)
        outcomeMessage = nil
        updateScreen()
    }

    private func submitTapped() {
        guard canSubmit else { return }
        outcomeMessage = nil
        loginManager.logIn(with: Credentials(username: form.usernameField.text, password: form.passwordField.text))
        updateScreen()
    }

    private func problem(in field: CredentialField) -> CredentialProblem? {
        CredentialRules.problem(with: form.textField(for: field).text, as: field)
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

    /// Makes every widget show the current state; called after anything changes.
    private func updateScreen() {
        let busy = loginManager.isLoading
        for field in [CredentialField.username, .password] {
            form.setInvalid(touched.contains(field) && problem(in: field) != nil, field: field)
        }
        form.instructionLabel.text = instruction
        form.setFieldsEnabled(!busy)
        form.setSubmitEnabled(canSubmit)
        form.setBusy(busy)
    }

    private func loginSucceeded(with session: Session) {
        environment.sessionStore.store(session)
        updateScreen()
        showSubjectList()
    }

    private func loginFailed(with error: APIError) {
        outcomeMessage = LoginMessages.message(for: error)
        if error == .unauthorized {
            form.passwordField.text = ""
            touched.remove(.password)
        }
        updateScreen()
    }

    // Role: navigation
    private func showSubjectList() {
        navigationController?.pushViewController(SubjectListViewController(
            environment: environment, linkedSubjectID: linkedSubjectID, followsLink: listFollowsLink))
        listFollowsLink = false
    }
}

// Role: glue
extension LoginViewController: APIManagerDelegate {
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
