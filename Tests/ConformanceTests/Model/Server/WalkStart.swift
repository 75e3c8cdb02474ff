// Teaches: where a walk begins: which scheduler, which theme, for answers that land at once what the
// server answers each route with until a walk event says otherwise, and whether the app was opened
// from a link (§7.4).
import SharedModel

/// The circumstances a walk starts in. The same value starts the model and the real screen.
struct WalkStart: Hashable, Sendable, CustomStringConvertible {
    var scheduler: SchedulerKind
    var theme: Theme = .day
    /// Answers that land at once only: the answer of every request to a route until a
    /// `serverAnswers` event changes it. A route not listed answers `.natural`.
    var standing: [Route: ServerAnswer] = [:]
    /// The subject list only: the subject of the link the app is opened with, `practice://subject/<id>`,
    /// with a session kept (§7.4), so that the list starts as the root of the app's own stack. Nil: the
    /// screen under test is pushed over a home screen, as every other walk starts.
    var linkedSubjectID: Int? = nil

    /// The text of the link the app is opened with, if any.
    var link: String? { linkedSubjectID.map { "\(AppLink.scheme)://subject/\($0)" } }

    var description: String {
        var words = ["\(scheduler)", "\(theme.rawValue) theme"]
        for route in Route.allCases {
            if let answer = standing[route] { words.append("\(route.method.rawValue) \(route.path) answers \(answer)") }
        }
        if let link { words.append("the app opened from \(link), signed in") }
        return words.joined(separator: ", ")
    }
}
