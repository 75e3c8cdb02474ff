// Role: glue
// The boundary from presenter to view: everything the presenter may ask of the login screen.
import SharedModel

/// Presenter → view. The view shows what it is told and decides nothing.
@MainActor
protocol LoginViewInput: AnyObject {
    /// Shows `content` on every widget of the login form.
    func display(_ content: LoginFormDisplay)
    /// Empties the password field from code; the user's typing is not involved.
    func clearPassword()
}
