// Role: view
// The login scene's view controller: it owns the shared form, sends each user action to the
// interactor as a Request, and shows each ViewModel the presenter hands back (its display logic).
// When the presenter says the user signed in, it asks its router to move on.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class LoginViewController: ViewController {
    var interactor: (any LoginBusinessLogic)?
    var router: (any LoginRoutingLogic & LoginDataPassing)?
    private let form = LoginFormView()

    override init() {
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
    }

    // Role: glue
    private func usernameEdited() {
        interactor?.editField(Login.EditField.Request(field: .username, text: form.usernameField.text))
    }

    private func passwordEdited() {
        interactor?.editField(Login.EditField.Request(field: .password, text: form.passwordField.text))
    }

    private func submitPressed() { interactor?.submit(Login.Submit.Request()) }
}

// Role: view
extension LoginViewController: LoginDisplayLogic {
    func displayForm(_ viewModel: Login.UpdateForm.ViewModel) {
        form.passwordField.text = viewModel.password
        form.instructionLabel.text = viewModel.instruction
        form.setInvalid(viewModel.isUsernameInvalid, field: .username)
        form.setInvalid(viewModel.isPasswordInvalid, field: .password)
        form.setSubmitEnabled(viewModel.isSubmitEnabled)
        form.setFieldsEnabled(!viewModel.isBusy)
        form.setBusy(viewModel.isBusy)
    }

    func displaySignIn(_ viewModel: Login.SignIn.ViewModel) {
        router?.routeToSubjectList()
    }
}
