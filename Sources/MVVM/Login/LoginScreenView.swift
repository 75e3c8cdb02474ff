// Role: view
// MVVM's login view: the shared login form, plus the user's actions exposed as signals. It decides
// nothing; the controller binds its signals to the view model's inputs and the view model's outputs
// to its widgets.
import SharedViews
import ViewKit

@MainActor
final class LoginScreenView: View {
    /// The five widgets of the login screen, with the styling each state implies.
    let form = LoginFormView()

    /// The username's whole text, each time the user types in it.
    let usernameDidChange = Signal<String>()
    /// The password's whole text, each time the user types in it.
    let passwordDidChange = Signal<String>()
    /// The user tapped Log In (only possible while it is enabled).
    let submitTapped = Signal<Void>()
    /// The user pressed return in the password field.
    let passwordReturned = Signal<Void>()

    init() {
        super.init()
        addSubview(form)
        // Role: glue
        form.usernameField.addTarget(self, action: LoginScreenView.usernameEdited, for: .editingChanged)
        form.passwordField.addTarget(self, action: LoginScreenView.passwordEdited, for: .editingChanged)
        form.submitButton.addTarget(self, action: LoginScreenView.submitPressed, for: .touchUpInside)
        form.passwordField.addTarget(self, action: LoginScreenView.returnPressed, for: .primaryActionTriggered)
    }

    // Role: glue
    private func usernameEdited() { usernameDidChange.send(form.usernameField.text) }
    private func passwordEdited() { passwordDidChange.send(form.passwordField.text) }
    private func submitPressed() { submitTapped.send() }
    private func returnPressed() { passwordReturned.send() }
}
