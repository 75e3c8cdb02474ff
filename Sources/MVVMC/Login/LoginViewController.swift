// Role: view
// MVVM-C's login controller: it owns the shared form and its view model, hands the user's actions to
// the view model, and shows the view model's state each time the view model says it changed. It
// never pushes: where a login leads is the coordinator's business.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class LoginViewController: ViewController {
    private let viewModel: LoginViewModel
    private let form = LoginFormView()

    /// - Parameter viewModel: The screen's state and logic.
    init(viewModel: LoginViewModel) {
        self.viewModel = viewModel
        super.init()
        title = LoginCopy.title
    }

    override func loadView() {
        view = form
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Role: glue
        form.usernameField.addTarget(self, action: LoginViewController.usernameEdited, for: .editingChanged)
        form.passwordField.addTarget(self, action: LoginViewController.passwordEdited, for: .editingChanged)
        form.submitButton.addTarget(self, action: LoginViewController.submitPressed, for: .touchUpInside)
        form.passwordField.addTarget(self, action: LoginViewController.submitPressed, for: .primaryActionTriggered)
        viewModel.onChange = { [weak self] in self?.render() }
        render()
    }

    /// View model → widgets, the binding made by hand: every widget set from the view model.
    private func render() {
        form.usernameField.text = viewModel.username
        form.passwordField.text = viewModel.password
        form.instructionLabel.text = viewModel.instruction
        form.setInvalid(viewModel.isInvalid(.username), field: .username)
        form.setInvalid(viewModel.isInvalid(.password), field: .password)
        form.setSubmitEnabled(viewModel.isSubmitEnabled)
        form.setFieldsEnabled(!viewModel.isSigningIn)
        form.setBusy(viewModel.isSigningIn)
    }

    /// Widgets → view model: each action handed on as it is.
    private func usernameEdited() { viewModel.userTyped(form.usernameField.text, in: .username) }
    private func passwordEdited() { viewModel.userTyped(form.passwordField.text, in: .password) }
    private func submitPressed() { viewModel.submit() }
}
