import ViewKit

/// What the login form must show, per the specification (§2.3), once the user has typed
/// `username` and `password` (both fields touched) and no login is in flight or answered.
struct LoginFormExpectation: Equatable {
    var username: String
    var password: String

    /// The username's message if it is invalid, else the password's, else nothing.
    var instruction: String {
        SpecText.usernameMessage(username) ?? SpecText.passwordMessage(password) ?? ""
    }

    var usernameBackground: Color {
        SpecText.usernameMessage(username) == nil ? .white : .lightRed
    }

    var passwordBackground: Color {
        SpecText.passwordMessage(password) == nil ? .white : .lightRed
    }

    var submitEnabled: Bool {
        SpecText.usernameMessage(username) == nil && SpecText.passwordMessage(password) == nil
    }

    var submitBackground: Color { submitEnabled ? .theme : .lightGray }
    var submitTitleColor: Color { submitEnabled ? .white : .darkGray }
}
