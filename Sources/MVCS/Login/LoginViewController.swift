// Role: view
// MVCS: MVC's controller with two things taken out. The data access is the store's: the controller
// asks it to log in, asks whether a login is in flight, and hears the outcome as its delegate. The
// move to the subject list is the mediator's: the controller asks for "the subject list" and never names
// a type of the subject list. Everything else (the form, the touched fields, the instruction, the
// messages) is decided here, as in MVC.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class LoginViewController: ViewController {
    private let store: LoginStore
    private let mediator: Mediator
    private let form = LoginFormView()

    // Role: state
    /// A field is touched once the user has typed into it; clearing it from code untouches it.
    private var touched: Set<CredentialField> = []
    /// The answer of the last login, shown until the user types again.
    private var outcomeMessage: String?
    /// The linked subject, kept through failed logins for the subject list the first successful
    /// one pushes; nil once handed on, or with no link.
    private var linkedSubjectID: Int?

    // Role: assembly
    init(store: LoginStore, mediator: Mediator, linkedSubjectID: Int? = nil) {
        self.store = store
        self.mediator = mediator
        self.linkedSubjectID = linkedSubjectID
        super.init()
        // Role: glue
        store.delegate = self
        // Role: view
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
        store.logIn(with: Credentials(username: form.usernameField.text, password: form.passwordField.text))
        updateScreen()
    }

    private func problem(in field: CredentialField) -> CredentialProblem? {
        CredentialRules.problem(with: form.textField(for: field).text, as: field)
    }

    private var canSubmit: Bool {
        problem(in: .username) == nil && problem(in: .password) == nil && !store.isLoggingIn
    }

    /// The instruction: the login's progress or answer first, then the first touched field's problem.
    private var instruction: String {
        if store.isLoggingIn { return LoginMessages.signingIn }
        if let outcomeMessage { return outcomeMessage }
        for field in [CredentialField.username, .password] where touched.contains(field) {
            if let problem = problem(in: field) { return problem.message }
        }
        return ""
    }

    /// Makes every widget show the current state; called after anything changes.
    private func updateScreen() {
        let busy = store.isLoggingIn
        for field in [CredentialField.username, .password] {
            form.setInvalid(touched.contains(field) && problem(in: field) != nil, field: field)
        }
        form.instructionLabel.text = instruction
        form.setFieldsEnabled(!busy)
        form.setSubmitEnabled(canSubmit)
        form.setBusy(busy)
    }

    private func loginSucceeded() {
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
    /// Asks the mediator for the subject list; with no such screen there is nowhere to go. The
    /// linked subject goes with it and this screen forgets it: a later login pushes the subject list alone.
    private func showSubjectList() {
        guard case .success(let subjectList) = mediator.subjectListScreen(linkedSubjectID: linkedSubjectID) else { return }
        linkedSubjectID = nil
        navigationController?.pushViewController(subjectList)
    }
}

// Role: glue
extension LoginViewController: LoginStoreDelegate {
    func loginStoreDidLogIn(_ store: LoginStore) { loginSucceeded() }
    func loginStore(_ store: LoginStore, didFailWith error: APIError) { loginFailed(with: error) }
}
