// Role: glue
// How the login view reports what the user did. A delegate, not a binding: the view says what
// happened and the view controller decides who should hear it.
import SharedModel

@MainActor
protocol LoginViewDelegate: AnyObject {
    /// The user typed; `text` is the field's whole new text.
    func loginView(_ loginView: LoginView, didEdit field: CredentialField, text: String)
    func loginViewDidTapSubmit(_ loginView: LoginView)
}
