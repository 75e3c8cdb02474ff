// Role: view
// The login view: the shared form, plus the two things MVVM-DC asks of every view. `bind(_:)` makes
// the form show a view model, all of it, every time; user events go out through a delegate. It holds
// no closures to observe anything, and knows nothing of data controllers.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class LoginView: View {
    weak var delegate: (any LoginViewDelegate)?
    private let form = LoginFormView()

    init() {
        super.init()
        addSubview(form)
        // Role: glue
        form.usernameField.addTarget(self, action: LoginView.usernameEdited, for: .editingChanged)
        form.passwordField.addTarget(self, action: LoginView.passwordEdited, for: .editingChanged)
        form.submitButton.addTarget(self, action: LoginView.submitTapped, for: .touchUpInside)
        form.passwordField.addTarget(self, action: LoginView.submitTapped, for: .primaryActionTriggered)
    }

    // Role: view

    /// Shows `viewModel`. Setting a field's text from code sends no event, so binding never loops back.
    func bind(_ viewModel: LoginViewModel) {
        form.usernameField.text = viewModel.username
        form.passwordField.text = viewModel.password
        form.instructionLabel.text = viewModel.instruction
        form.setInvalid(viewModel.isUsernameInvalid, field: .username)
        form.setInvalid(viewModel.isPasswordInvalid, field: .password)
        form.setFieldsEnabled(viewModel.areFieldsEnabled)
        form.setSubmitEnabled(viewModel.isSubmitEnabled)
        form.setBusy(viewModel.isBusy)
    }

    // Role: glue
    private func usernameEdited() {
        delegate?.loginView(self, didEdit: .username, text: form.usernameField.text)
    }

    private func passwordEdited() {
        delegate?.loginView(self, didEdit: .password, text: form.passwordField.text)
    }

    private func submitTapped() {
        delegate?.loginViewDidTapSubmit(self)
    }
}
