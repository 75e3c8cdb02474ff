// Teaches: how much the generated walks explore, in one place, and why. Conformance tests are
// @MainActor, so they run one at a time: every walk adds serial time, and the whole test run may
// take at most about twice what it took before the walks existed.
//
// Depth 3 is the least that holds the stories the issue lists (a load, then both of its answers in
// either order); depth 4 multiplies the exhaustive walks by the number of events that reach the
// app from a typical state, about ten. An event added to an alphabet grows them too, at every depth,
// so a new way to do something joins the alphabet of the one starting point where it matters
// (`Prefix.extraAlphabet`), not of every one. Random walks reach further, with every typed text,
// failure kind and payload shape, at a fixed cost. `maximumExhaustiveWalks` is checked by a test, so
// an alphabet change that multiplies the exhaustive walks fails instead of silently slowing CI; the
// test's failure message says how many there are.

import Foundation

enum WalkBudget {
    /// Exhaustive depth with answers that land later: a load and both of its answers, in either order.
    static let manualDepth = 3
    /// Exhaustive depth for the login with answers at once.
    static let immediateLoginDepth = 3
    /// Exhaustive depth for the subject list with answers at once: a server change, a load, and one more.
    static let immediateSubjectListDepth = 3
    /// Random walks per screen and scheduler, and their length (at least 20, per the issue). CI
    /// runs these counts; ``longerVariable`` runs as many as it says instead, for a long run on demand.
    static let randomManualCount = longerRun ?? 64
    static let randomImmediateCount = longerRun ?? 32
    static let randomLength = 24

    /// Set to a count (`CONFORMANCE_RANDOM_WALKS=10000 swift test --filter WalkTests`) to run
    /// that many random walks per screen, scheduler and architecture; a failure prints its seed.
    static let longerVariable = "CONFORMANCE_RANDOM_WALKS"

    private static var longerRun: Int? {
        ProcessInfo.processInfo.environment[longerVariable].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    }
    /// The most exhaustive walks one family may generate.
    static let maximumExhaustiveWalks = 4_000
}
