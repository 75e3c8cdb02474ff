// Role: view
// VIPER's View: a passive screen. It lays out the shared login form, forwards each user event to its
// presenter through LoginViewOutput, and draws what the presenter sends through LoginViewInput. It
// holds no state of its own and makes no decision.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class LoginViewController: ViewController {
    // Role: glue
    /// Strong: the view controller owns its presenter, and with it the whole module.
    private let output: any LoginViewOutput

    // Role: view
    private let form = LoginFormView()

    init(output: any LoginViewOutput) {
        self.output = output
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
        form.passwordField.addTarget(self, action: LoginViewController.passwordReturned, for: .primaryActionTriggered)
        output.viewDidLoad()
    }

    // Role: glue
    private func usernameChanged() { output.didEdit(.username, text: form.usernameField.text) }
    private func passwordChanged() { output.didEdit(.password, text: form.passwordField.text) }
    private func submitTapped() { output.didTapSubmit() }
    private func passwordReturned() { output.didReturnInPassword() }
}

// Role: view
extension LoginViewController: LoginViewInput {
    func display(_ content: LoginFormDisplay) {
        form.instructionLabel.text = content.instruction
        form.setInvalid(content.invalidFields.contains(.username), field: .username)
        form.setInvalid(content.invalidFields.contains(.password), field: .password)
        form.setFieldsEnabled(content.fieldsEnabled)
        form.setSubmitEnabled(content.submitEnabled)
        form.setBusy(content.isBusy)
    }

    func clearPassword() {
        form.passwordField.text = ""
    }
}
