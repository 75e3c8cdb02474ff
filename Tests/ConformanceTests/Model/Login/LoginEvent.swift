// Teaches: everything that can happen to the login screen in a walk: the user types, taps Log In,
// presses return in a field (§7.3) or goes back; the server answers the login; the theme changes; with
// answers that land at once, the server is told what to answer from now on.
import SharedModel

enum LoginEvent: WalkEvent {
    case type(CredentialField, Typed)
    case tapSubmit
    /// The keyboard's return key in a field (§7.3).
    case pressReturn(CredentialField)
    /// Answers that land later: the login in flight gets this answer now.
    case loginAnswers(ServerAnswer)
    /// Pops the subject list a successful login pushed.
    case back
    case toggleTheme
    /// Answers that land at once: every later request to the route gets this answer.
    case serverAnswers(Route, ServerAnswer)

    var landing: ServerAnswer? {
        if case .loginAnswers(let answer) = self { return answer }
        return nil
    }

    var description: String {
        switch self {
        case .type(let field, let typed): "type \(typed) into the \(field == .username ? "username" : "password")"
        case .tapSubmit: "tap Log In"
        case .pressReturn(let field): "press return in the \(field == .username ? "username" : "password")"
        case .loginAnswers(let answer): "POST /auth/login answers: \(answer)"
        case .back: "tap back"
        case .toggleTheme: "switch the theme"
        case .serverAnswers(let route, let answer): "from now on \(route.path) answers: \(answer)"
        }
    }
}
