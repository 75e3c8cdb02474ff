import BenchmarkCore
import SharedModel

/// One screen popped while its requests fly (``PopWhileLoading``), reported as deterministic
/// figures: nothing is timed, the clock is the manual scheduler's. Its check: the requests the
/// case exists for were really in flight when the screen went.
struct LifetimeCase: BenchmarkCase {
    let identity: CaseIdentity
    /// Requests that must be in flight at the pop.
    let requestsInFlight: Int
    let note: String?
    /// Sets up a fresh environment, runs the pop, and says how many answers the screen's own code
    /// handled after it (nil where only the architecture's code could tell).
    let measure: @MainActor () -> (PopWhileLoading, callbacksAfterPop: Int?)

    func verify() throws(CheckFailure) {
        _ = try checked()
    }

    func run(with runner: Runner) throws(CheckFailure) -> CaseOutcome {
        let (figures, callbacks) = try checked()
        var metrics = [
            Metric(name: "in flight at pop", value: Double(figures.inFlightAtPop), unit: "requests", kind: .deterministic),
            Metric(name: "alive after pop", value: Double(figures.aliveAfterPop), unit: "screens", kind: .deterministic),
            Metric(name: "ticks until freed", value: figures.ticksUntilFreed.map(Double.init), unit: "ticks",
                   kind: .deterministic),
            Metric(name: "requests cancelled", value: Double(figures.requestsCancelled), unit: "requests",
                   kind: .deterministic),
            Metric(name: "answers after pop", value: Double(figures.answersAfterPop), unit: "answers", kind: .deterministic),
        ]
        if let callbacks {
            metrics.append(Metric(name: "callbacks after pop", value: Double(callbacks), unit: "calls", kind: .deterministic))
        }
        return CaseOutcome(results: [BenchmarkResult(suite: identity.suite, caseName: identity.caseName,
                                                     architecture: identity.architecture, metrics: metrics)])
    }

    private func checked() throws(CheckFailure) -> (PopWhileLoading, Int?) {
        let (figures, callbacks) = measure()
        guard figures.inFlightAtPop == requestsInFlight else {
            throw CheckFailure("\(identity.identifier): \(figures.inFlightAtPop) requests in flight at the pop, not "
                + "\(requestsInFlight): the screen was popped before it asked, or after its answers")
        }
        return (figures, callbacks)
    }
}
