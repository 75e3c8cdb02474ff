import BenchmarkCore

/// A case that times a ``MeasuredWork``: built fresh for every run, checked after one untimed
/// iteration, measured by the ``Runner``, and checked again after the measurement.
///
/// Cases whose figures are divided by one another share a ``group`` (a propagation case across
/// architectures, the binding kit with its floor, the two reformer paths over one payload); a
/// session measures a group's cases in turns (``Runner/measureInterleaved(_:)``) so that load from
/// elsewhere on the machine does not fall on one of them only.
public struct TimedCase: BenchmarkCase {
    public let identity: CaseIdentity
    public let ratio: RatioReference?
    public let note: String?
    /// Cases measured in turns with one another.
    public let group: String
    /// Events one iteration stands for (two keystrokes, one landing, one payload).
    let eventsPerIteration: Int
    /// Iterations for the allocation count when one iteration is expensive; `nil` for the default.
    let allocationIterations: Int?
    /// Allocation counts to take when one iteration is very expensive; `nil` for the default.
    let allocationSamples: Int?
    let makeWork: @MainActor () throws(CheckFailure) -> any MeasuredWork
    let metrics: @MainActor (MeasurementResult) -> [Metric]

    /// Creates a timed case. `metrics` turns the measurement into the figures reported.
    init(
        identity: CaseIdentity,
        group: String? = nil,
        eventsPerIteration: Int = 1,
        allocationIterations: Int? = nil,
        allocationSamples: Int? = nil,
        ratio: RatioReference? = nil,
        note: String? = nil,
        metrics: @escaping @MainActor (MeasurementResult) -> [Metric] = TimedCase.perEvent,
        makeWork: @escaping @MainActor () throws(CheckFailure) -> any MeasuredWork
    ) {
        self.identity = identity
        self.group = group ?? identity.identifier
        self.eventsPerIteration = eventsPerIteration
        self.allocationIterations = allocationIterations
        self.allocationSamples = allocationSamples
        self.ratio = ratio
        self.note = note
        self.metrics = metrics
        self.makeWork = makeWork
    }

    public func verify() throws(CheckFailure) {
        _ = try prepare()
    }

    public func run(with runner: Runner) throws(CheckFailure) -> CaseOutcome {
        try run(with: runner, probe: nil)
    }

    /// Prepares, measures and finishes the case on its own, with allocations counted by `probe`
    /// when there is one.
    func run(with runner: Runner, probe: AllocationProbe?) throws(CheckFailure) -> CaseOutcome {
        let work = try prepare()
        let measurement = runner.measure(
            eventsPerIteration: eventsPerIteration,
            allocationIterations: allocationIterations,
            allocationSamples: allocationSamples
        ) { iterations in
            work.run(iterations: iterations)
        }
        return try finish(work, measurement, probe: probe)
    }

    /// Makes the work, runs one iteration and checks it: nothing is timed before this passes.
    func prepare() throws(CheckFailure) -> any MeasuredWork {
        let work = try makeWork()
        work.run(iterations: 1)
        try work.check()
        return work
    }

    /// The work as the runner measures it.
    func interleaved(_ work: any MeasuredWork) -> InterleavedWork {
        InterleavedWork(
            eventsPerIteration: eventsPerIteration,
            allocationIterations: allocationIterations,
            allocationSamples: allocationSamples
        ) { iterations in
            work.run(iterations: iterations)
        }
    }

    /// Checks the work again after measuring and turns the measurement into the case's result,
    /// with the allocations counted by `probe` in a fresh process when there is one.
    func finish(
        _ work: any MeasuredWork,
        _ measurement: MeasurementResult,
        probe: AllocationProbe? = nil
    ) throws(CheckFailure) -> CaseOutcome {
        // No figure from a wrong result: the screen must still be right after thousands of events.
        try work.check()
        var measurement = measurement
        if let probe {
            let figures = try probe.count(identity.identifier)
            measurement.allocationsPerEvent = figures.allocationsPerEvent
            measurement.bytesPerEvent = figures.bytesPerEvent
            measurement.peakResidentBytes = figures.peakResidentBytes
        }
        return CaseOutcome(results: [identity.result(metrics(measurement))])
    }

    /// `time per event` and `allocations per event`.
    static func perEvent(_ measurement: MeasurementResult) -> [Metric] {
        [Metric.timePerEvent(measurement), Metric.allocationsPerEvent(measurement)]
    }
}
