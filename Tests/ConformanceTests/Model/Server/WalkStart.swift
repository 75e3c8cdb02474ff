// Teaches: where a walk begins: which scheduler, which theme, and, for answers that land at once,
// what the server answers each route with until a walk event says otherwise.
import SharedModel

/// The circumstances a walk starts in. The same value starts the model and the real screen.
struct WalkStart: Hashable, Sendable, CustomStringConvertible {
    var scheduler: SchedulerKind
    var theme: Theme = .day
    /// Answers that land at once only: the answer of every request to a route until a
    /// `serverAnswers` event changes it. A route not listed answers `.natural`.
    var standing: [Route: ServerAnswer] = [:]

    var description: String {
        var words = ["\(scheduler)", "\(theme.rawValue) theme"]
        for route in Route.allCases {
            if let answer = standing[route] { words.append("\(route.method.rawValue) \(route.path) answers \(answer)") }
        }
        return words.joined(separator: ", ")
    }
}
