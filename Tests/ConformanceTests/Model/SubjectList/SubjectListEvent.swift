// Teaches: everything that can happen to the subject list in a walk: either of the two requests
// answers, the user taps Retry, pulls to refresh or taps Refresh in the bar (§7.3), scrolls, selects or
// goes back, the theme changes; on the subject detail screen a selection pushes (§7.1), its details or
// its switch-off answers and the user taps its Retry or Switch Off; on All Subjects (§7.5) its
// catalogue answers; with answers that land at once, the server is told what to answer from now on.
import SharedModel

enum SubjectListEvent: WalkEvent {
    /// Answers that land later: the list's `GET /subjects` in flight gets this answer now, or else, when
    /// only All Subjects' is in flight (§7.5), that one.
    case catalogueAnswers(ServerAnswer)
    /// Answers that land later: the `GET /user/subjects` in flight gets this answer now.
    case settingsAnswers(ServerAnswer)
    /// Answers that land later: the subject detail screen's `GET /subjects/<id>` in flight gets this answer now.
    case detailsAnswers(ServerAnswer)
    /// Answers that land later: the subject detail screen's `POST /user/subjects` in flight gets this answer now.
    case switchOffAnswers(ServerAnswer)
    case tapRetry
    case pullToRefresh
    /// Refresh in the navigation bar (§7.3), which does what a pull to refresh does.
    case tapRefresh
    case toggleTheme
    case scroll(to: ItemTarget)
    case select(ItemTarget)
    /// Retry on the subject detail screen, after its details failed to load.
    case tapSubjectRetry
    /// Switch Off on the subject detail screen.
    case tapSwitchOff
    /// Pops the screen on top of the subject list: All Subjects, or the subject detail screen.
    case back
    /// Answers that land at once: every later request to the route gets this answer.
    case serverAnswers(Route, ServerAnswer)

    var landing: ServerAnswer? {
        switch self {
        case .catalogueAnswers(let answer), .settingsAnswers(let answer),
             .detailsAnswers(let answer), .switchOffAnswers(let answer): answer
        default: nil
        }
    }

    var description: String {
        switch self {
        case .catalogueAnswers(let answer): "GET /subjects answers: \(answer)"
        case .settingsAnswers(let answer): "GET /user/subjects answers: \(answer)"
        case .detailsAnswers(let answer): "GET /subjects/<id> answers: \(answer)"
        case .switchOffAnswers(let answer): "POST /user/subjects answers: \(answer)"
        case .tapRetry: "tap Retry"
        case .pullToRefresh: "pull to refresh"
        case .tapRefresh: "tap Refresh"
        case .toggleTheme: "switch the theme"
        case .scroll(let target): "scroll to \(target)"
        case .select(let target): "select \(target)"
        case .tapSubjectRetry: "tap Retry on the subject detail screen"
        case .tapSwitchOff: "tap Switch Off"
        case .back: "tap back"
        case .serverAnswers(let route, let answer): "from now on \(route.method.rawValue) \(route.path) answers: \(answer)"
        }
    }
}
