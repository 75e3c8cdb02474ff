// Teaches: how a walk turns "this answer lands at step 5" into the manual scheduler's time: every
// step owns one second of the clock, and an answer planned for a step is due 100 ms into it.

enum WalkClock {
    static let stepMilliseconds = 1_000
    static let landingMilliseconds = 100
    /// The latency of a request the walk never lands: far beyond any walk.
    static let never = Duration.seconds(1_000_000)

    /// The clock, in milliseconds, when `step` begins (step 0: the screen appears).
    static func start(of step: Int) -> Int { step * stepMilliseconds }
}
