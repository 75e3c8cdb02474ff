// Teaches: all the login screen must remember (§2.3–2.4): the text as typed, which fields the user has
// touched, the last login's answer, whether a session was kept, the navigation stack and the requests.
// Whether a login is in flight is not stored: it is whether its request is.
import SharedModel

struct LoginState: Hashable, Sendable {
    let scheduler: SchedulerKind
    var standing: [Route: ServerAnswer]
    var username = ""
    var password = ""
    /// Typed into by the user; the program clearing a field untouches it.
    var touched: Set<CredentialField> = []
    /// The last login's answer, shown until the user next types.
    var answerMessage: String?
    var signedIn = false
    var stack = [SpecWords.loginTitle]
    var requests: [ModelRequest] = []

    var isSigningIn: Bool { requests.inFlightIndex(of: .login) != nil }
    /// Only the form on top can be touched: a pushed subject list covers it.
    var isFormOnTop: Bool { stack.count == 1 }

    func text(of field: CredentialField) -> String {
        switch field {
        case .username: username
        case .password: password
        }
    }

    mutating func setText(_ text: String, of field: CredentialField) {
        switch field {
        case .username: username = text
        case .password: password = text
        }
    }
}
