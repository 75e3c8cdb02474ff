import Testing

/// How a change's rule is reached (docs/SPEC.md §7): with answers that land later or at once, and by
/// one of three ways to the loaded subject list. A change's first commit checks its rules by every
/// approach the rule can be reached by.
struct Approach: Sendable, CustomTestStringConvertible {
    /// The way to the loaded subject list before the rule is checked.
    enum Way: CaseIterable, Sendable {
        /// The first load succeeds.
        case directly
        /// The first load fails and Retry loads the list.
        case afterFailureAndRetry
        /// The list loads, the user opens a subject and goes back to it.
        case afterComingBack
    }

    let timing: AnswerTiming
    let way: Way

    /// Every timing with every way.
    static let all: [Approach] = AnswerTiming.allCases.flatMap { timing in Way.allCases.map { Approach(timing: timing, way: $0) } }

    var testDescription: String {
        switch way {
        case .directly: "\(timing.testDescription)"
        case .afterFailureAndRetry: "\(timing.testDescription), after a failure and Retry"
        case .afterComingBack: "\(timing.testDescription), after going back and coming again"
        }
    }
}
