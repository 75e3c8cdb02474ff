// Teaches: a unit test that needs a signed-in app gets there as a user does, through the login form's
// widgets, whatever the architecture behind them. The widget ids are the spec's (§2), written out.
import ViewKit

/// A user on the login form: types both fields, then taps Log In.
@MainActor
public enum LoginFormUser {
    /// Types `username` and `password` into the login form inside `view`, then taps Log In.
    /// - Throws: ``MissingWidget`` naming the first of the three widgets the form does not have.
    public static func logIn(on view: View, username: String = Expected.username,
                             password: String = Expected.password) throws(MissingWidget) {
        try widget("login.username", TextField.self, in: view).simulateTyping(username)
        try widget("login.password", TextField.self, in: view).simulateTyping(password)
        try widget("login.submit", Button.self, in: view).simulateTap()
    }

    private static func widget<Widget: View>(_ identifier: String, _ type: Widget.Type,
                                             in view: View) throws(MissingWidget) -> Widget {
        guard let widget = view.find(identifier, as: type) else { throw MissingWidget(identifier: identifier) }
        return widget
    }
}
