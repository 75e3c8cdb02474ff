import SharedModel
import Testing

/// When the fake server's answers land (docs/SPEC.md §6): later, when the test lets them, or at once,
/// inside the call that sent the request, as with the benchmark's immediate scheduler. Every rule
/// holds in both; with answers at once a test sees only where each event ends.
enum AnswerTiming: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// Answers land when the test runs the manual scheduler.
    case later
    /// Answers land inside the call that sent the request.
    case atOnce

    var testDescription: String {
        switch self {
        case .later: "answers that land later"
        case .atOnce: "answers that land at once"
        }
    }

    /// The environment's scheduler: `manual` for answers that land later, an immediate one otherwise.
    @MainActor
    func scheduler(manual: ManualScheduler) -> any Scheduler {
        switch self {
        case .later: manual
        case .atOnce: ImmediateScheduler()
        }
    }
}
