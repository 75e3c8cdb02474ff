// Teaches: how much the generated sessions explore, in one place, and why. The whole suite ran in
// about 2 minutes in debug on 2 cores before them; they may add about as much for all five
// architectures. Conformance tests are @MainActor, so they run one at a time: the budget is serial
// time, about 20 s per architecture.
//
// Counts per architecture (every event reaching the app; counted by running the models' rules):
//
//   exhaustive, depth 3, answers later:  login 2,427 sessions (6 starting points, 13 events),
//                                        Practice 1,603 (8 starting points, 14 events)
//   exhaustive, depth 3, answers at once: login 2,481 (5 starting points, 11 events),
//                                        Practice 2,066 (10 starting points, 11 events)
//   random, 24 events:                   64 + 32 sessions per screen
//
// With their starting points that is ≈ 52,000 checked steps per architecture. A step costs roughly
// 0.1–0.3 ms in debug (a snapshot read, one model step, the architecture's own work, and for a load
// the JSON both ends handle): ≈ 6–17 s per architecture, 30–85 s for five. Depth 4 would multiply the
// exhaustive part by 8–11 (what reaches from a typical state) and blow the budget; depth 2 would miss
// the three-event stories the issue lists (a refresh, then both answers in either order). The counts
// are checked against `maximumExhaustiveSessions`, so an alphabet change that multiplies them fails
// a test instead of silently slowing CI.

enum SessionBudget {
    /// Exhaustive depth with answers that land later: a load and both of its answers, in either order.
    static let manualDepth = 3
    /// Exhaustive depth for the login with answers at once.
    static let immediateLoginDepth = 3
    /// Exhaustive depth for Practice with answers at once: a server change, a load, and one more.
    static let immediatePracticeDepth = 3
    /// Random sessions per screen and scheduler, and their length (at least 20, per the issue).
    static let randomManualCount = 64
    static let randomImmediateCount = 32
    static let randomLength = 24
    /// The most exhaustive sessions one family may generate.
    static let maximumExhaustiveSessions = 4_000
}
