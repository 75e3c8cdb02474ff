import ViewKit

/// The login screen's widgets, found once by identifier, and the check of what they show.
@MainActor
final class LoginScreenDriver {
    let host: ScreenHost
    let username: TextField
    let password: TextField
    let instruction: Label
    let submit: Button
    let activity: ActivityIndicatorView

    init(host: ScreenHost) throws(CheckFailure) {
        self.host = host
        username = try host.widget("login.username")
        password = try host.widget("login.password")
        instruction = try host.widget("login.instruction")
        submit = try host.widget("login.submit")
        activity = try host.widget("login.activity")
    }

    /// Fails unless the form shows exactly what `expected` says, with nothing in flight.
    func check(_ expected: LoginFormExpectation) throws(CheckFailure) {
        try host.expect(host.navigation.titles, [SpecText.loginTitle], "the navigation stack")
        try host.expect(username.text, expected.username, "login.username's text")
        try host.expect(password.text, expected.password, "login.password's text")
        try host.expect(instruction.text, expected.instruction, "login.instruction")
        try host.expect(username.backgroundColor, expected.usernameBackground, "login.username's background")
        try host.expect(password.backgroundColor, expected.passwordBackground, "login.password's background")
        try host.expect(submit.isEnabled, expected.submitEnabled, "login.submit enabled")
        try host.expect(submit.backgroundColor, expected.submitBackground, "login.submit's background")
        try host.expect(submit.titleColor, expected.submitTitleColor, "login.submit's title colour")
        try host.expect(username.isEnabled && password.isEnabled, true, "both fields enabled")
        try host.expect(activity.isAnimating, false, "login.activity animating")
    }
}
