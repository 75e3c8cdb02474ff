// Teaches: why a walk reads the model's prediction before it starts the real screen. The fake
// backend decides a request's answer, and when it lands, the moment the request arrives. So before
// each step the walk must already know, for every request the step will send, which later event
// answers it and with what. The model, run over the whole sequence first, says exactly that.
import SharedModel

struct WalkPlan: Sendable {
    struct Entry: Sendable {
        let route: Route
        /// The step whose event sends the request (0: the screen appearing).
        let sentAt: Int
        /// Sent from inside an answer landing (a login's success pushes the subject list, which loads).
        let sentWhileLanding: Bool
        /// The step whose answer event lands it, and the answer; nil: it never lands in the walk.
        let landsAt: Int?
        let answer: ServerAnswer?
    }

    let entries: [Entry]

    /// `logs[0]` is the model's request log at the start, `logs[i]` after event `i`, whose landing
    /// (if it is an answer event) is `landings[i - 1]`.
    init(logs: [[ModelRequest]], landings: [ServerAnswer?]) {
        guard let last = logs.last else {
            entries = []
            return
        }
        func landing(at step: Int) -> ServerAnswer? {
            step >= 1 && step - 1 < landings.count ? landings[step - 1] : nil
        }
        entries = last.indices.map { index in
            let sentAt = logs.firstIndex { $0.count > index } ?? 0
            let landsAt = logs.firstIndex { $0.count > index && $0[index].state == .answered }
            let answer = landsAt.flatMap { landing(at: $0) }
            return Entry(route: last[index].route, sentAt: sentAt, sentWhileLanding: landing(at: sentAt) != nil,
                         landsAt: answer == nil ? nil : landsAt, answer: answer)
        }
    }

    /// The requests the step sends.
    func sent(at step: Int) -> [Entry] { entries.filter { $0.sentAt == step } }
}
