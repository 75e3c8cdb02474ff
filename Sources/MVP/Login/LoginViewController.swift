// Role: view
// MVP's passive view for the login screen. The view controller and its form together are the "view"
// of MVP: it lays the form out, forwards every user event to the presenter as it happens, and shows
// whatever the presenter tells it through `LoginViewProtocol`. It decides nothing.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class LoginViewController: ViewController {
    private let presenter: LoginPresenter
    private let form = LoginFormView()
    private let makeSubjectList: @MainActor (_ linkedSubjectID: Int?) -> ViewController

    /// `makeSubjectList` builds the screen a successful login leads to, with the subject it is to
    /// open; the assembly supplies it so that this view never needs the model layer to build it.
    init(presenter: LoginPresenter, makeSubjectList: @escaping @MainActor (_ linkedSubjectID: Int?) -> ViewController) {
        self.presenter = presenter
        self.makeSubjectList = makeSubjectList
        super.init()
        title = LoginCopy.title
    }

    override func loadView() {
        view = form
    }

    // Role: glue
    override func viewDidLoad() {
        super.viewDidLoad()
        form.usernameField.addTarget(self, action: LoginViewController.usernameChanged, for: .editingChanged)
        form.passwordField.addTarget(self, action: LoginViewController.passwordChanged, for: .editingChanged)
        form.submitButton.addTarget(self, action: LoginViewController.submitTapped, for: .touchUpInside)
        form.passwordField.addTarget(self, action: LoginViewController.passwordReturned, for: .primaryActionTriggered)
        presenter.viewDidLoad()
    }

    private func usernameChanged() { presenter.usernameChanged(to: form.usernameField.text) }
    private func passwordChanged() { presenter.passwordChanged(to: form.passwordField.text) }
    private func submitTapped() { presenter.submitTapped() }
    private func passwordReturned() { presenter.passwordReturned() }
}

// Role: view
extension LoginViewController: LoginViewProtocol {
    func showInstruction(_ text: String) { form.instructionLabel.text = text }
    func markField(_ field: CredentialField, invalid: Bool) { form.setInvalid(invalid, field: field) }
    func enableSubmit(_ enabled: Bool) { form.setSubmitEnabled(enabled) }
    func enableFields(_ enabled: Bool) { form.setFieldsEnabled(enabled) }
    func showBusy(_ busy: Bool) { form.setBusy(busy) }
    func clearPassword() { form.passwordField.text = "" }

    // Role: navigation
    func showSubjectList(linkedSubjectID: Int?) {
        navigationController?.pushViewController(makeSubjectList(linkedSubjectID))
    }
}
