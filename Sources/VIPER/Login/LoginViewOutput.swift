// Role: glue
// The boundary from view to presenter: every event of the login screen, as the user made it.
import SharedModel

/// View → presenter. The view forwards what happened, with the text it holds, and nothing more.
@MainActor
protocol LoginViewOutput: AnyObject {
    /// The view is loaded and waits for its first display.
    func viewDidLoad()
    /// The user typed in `field`, which now holds `text`.
    func didEdit(_ field: CredentialField, text: String)
    /// The user tapped submit.
    func didTapSubmit()
    /// The user pressed return in the password field.
    func didReturnInPassword()
}
