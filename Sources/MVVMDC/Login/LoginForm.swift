// Role: state
// What the login data controller knows about the form: the text as typed, which fields the user has
// touched, the last login's failure and whether a login is running. Plain data, no views: the view
// model factory turns it into what the screen shows.
import SharedModel

struct LoginForm: Equatable {
    var username = ""
    var password = ""
    /// A field is touched once the user has typed into it; the program clearing it untouches it.
    var touched: Set<CredentialField> = []
    /// Why the last login failed; kept until the user types again.
    var failure: APIError?
    var isSigningIn = false

    // Role: logic
    func text(of field: CredentialField) -> String {
        switch field {
        case .username: username
        case .password: password
        }
    }

    /// The first credential rule the field's text breaks, if any.
    func problem(in field: CredentialField) -> CredentialProblem? {
        CredentialRules.problem(with: text(of: field), as: field)
    }

    /// Both fields valid and no login running.
    var canSubmit: Bool {
        problem(in: .username) == nil && problem(in: .password) == nil && !isSigningIn
    }

    var credentials: Credentials { Credentials(username: username, password: password) }
}
