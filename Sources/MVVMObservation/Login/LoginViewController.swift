// Role: view
// The login controller of MVVM on Observation: it owns the shared form and its view model, hands the
// user's actions to the view model, and sets every widget from the view model in updateProperties(),
// which the view kit runs inside observation tracking and runs again, once, after anything it read
// has changed. Nothing is subscribed by hand.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class LoginViewController: ViewController {
    private let viewModel: LoginViewModel
    private let form = LoginFormView()
    /// Builds the screen a successful login leads to, with the linked subject it is to open.
    private let makeSubjectList: @MainActor (_ linkedSubjectID: Int?) -> ViewController

    /// - Parameters:
    ///   - viewModel: The screen's state and logic.
    ///   - makeSubjectList: Builds the subject list, pushed after a successful login, with the
    ///     linked subject the view model hands on.
    init(viewModel: LoginViewModel, makeSubjectList: @escaping @MainActor (_ linkedSubjectID: Int?) -> ViewController) {
        self.viewModel = viewModel
        self.makeSubjectList = makeSubjectList
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
        viewModel.onSignedIn = { [weak self] in self?.showSubjectList(linkedSubjectID: $0) }
    }

    // Role: glue
    /// View model → widgets: everything read here is tracked, so a change to any of it runs this
    /// again before the screen is next read.
    override func updateProperties() {
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

    // Role: navigation
    private func showSubjectList(linkedSubjectID: Int?) {
        navigationController?.pushViewController(makeSubjectList(linkedSubjectID))
    }
}
