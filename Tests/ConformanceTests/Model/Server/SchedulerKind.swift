// Teaches: the model needs one fact about time: does an answer land later, when the walk says so,
// or at once, inside the very call that sent its request?

/// How the fake server's answers land in a walk.
enum SchedulerKind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// `ManualScheduler`: an answer lands only when the walk's answer event says so.
    case manual
    /// `ImmediateScheduler`: every answer lands at once, inside the call that sent the request.
    case immediate

    var description: String {
        switch self {
        case .manual: "answers land later (ManualScheduler)"
        case .immediate: "answers land at once (ImmediateScheduler)"
        }
    }
}
