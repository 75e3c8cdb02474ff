import BenchmarkCore

/// A case that times a ``MeasuredWork``: built fresh for every run, checked after one untimed
/// iteration, measured by the ``Runner``, and checked again after the measurement.
///
/// Cases whose figures are divided by one another share a ``group`` (a propagation case across
/// architectures, the binding kit with its floor, the two reformer paths over one payload); a
/// run measures a group's cases in turns (``Runner/measureInterleaved(_:)``) so that load from
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
    /// Iterations of the first instruction window, when not those of the allocation count.
    let windowIterations: Int?
    let makeWork: @MainActor () throws(CheckFailure) -> any MeasuredWork
    let metrics: @MainActor (MeasurementResult) -> [Metric]
    /// The figure for the instructions one event executes (per byte for a reformer), when counted.
    let instructionMetric: @MainActor (_ perEvent: InstructionCount) -> Metric

    /// Creates a timed case. `metrics` turns the measurement into the figures reported.
    init(
        identity: CaseIdentity,
        group: String? = nil,
        eventsPerIteration: Int = 1,
        allocationIterations: Int? = nil,
        allocationSamples: Int? = nil,
        windowIterations: Int? = nil,
        ratio: RatioReference? = nil,
        note: String? = nil,
        metrics: @escaping @MainActor (MeasurementResult) -> [Metric] = TimedCase.perEvent,
        instructionMetric: @escaping @MainActor (_ perEvent: InstructionCount) -> Metric = { Metric.instructions($0) },
        makeWork: @escaping @MainActor () throws(CheckFailure) -> any MeasuredWork
    ) {
        self.identity = identity
        self.group = group ?? identity.identifier
        self.eventsPerIteration = eventsPerIteration
        self.allocationIterations = allocationIterations
        self.allocationSamples = allocationSamples
        self.windowIterations = windowIterations
        self.ratio = ratio
        self.note = note
        self.metrics = metrics
        self.instructionMetric = instructionMetric
        self.makeWork = makeWork
    }

    /// Iterations of the first window when instructions are counted (the second runs twice as
    /// many): as many as the allocation count runs unless the case sets fewer for heavy work
    /// (``heavyWindowIterations``), the same in quick and full runs.
    var instructionIterations: Int {
        max(windowIterations ?? allocationIterations ?? MeasurementConfiguration.standard.allocationIterations, 1)
    }

    /// Iterations of the first instruction window for the cases whose hundred-iteration windows
    /// took callgrind longest (the round trips, the switch-off, the reformers' 10-subject payloads,
    /// Observation's fan-out to 100), which set it themselves: ten such iterations still hold
    /// millions of instructions. Every case of a group (``group``) counts the same windows, so
    /// their ratios divide like for like.
    static let heavyWindowIterations = 10

    public func verify() throws(CheckFailure) {
        _ = try prepare()
    }

    public func run(with runner: Runner) throws(CheckFailure) -> CaseOutcome {
        try run(with: runner, probes: CaseProbes())
    }

    /// Prepares, measures and finishes the case on its own, with the figures `probes` count in
    /// fresh processes.
    func run(with runner: Runner, probes: CaseProbes) throws(CheckFailure) -> CaseOutcome {
        let work = try prepare()
        let measurement = runner.measure(
            eventsPerIteration: eventsPerIteration,
            allocationIterations: allocationIterations,
            allocationSamples: allocationSamples
        ) { iterations in
            work.run(iterations: iterations)
        }
        try work.check()
        let counts = try CountingQueue(probes: probes).count([identity.identifier])[0].get()
        return outcome(measurement, counts: counts)
    }

    /// Makes the work, runs one iteration and checks it: nothing is timed before this passes.
    /// `afterMaking` runs between making the work and its first iteration.
    func prepare(afterMaking: () -> Void = {}) throws(CheckFailure) -> any MeasuredWork {
        let work = try makeWork()
        afterMaking()
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

    /// The case's result: its measurement (checked again after measuring, ``MeasuredWork/check()``)
    /// with what fresh processes counted (``CountingQueue``).
    func outcome(_ measurement: MeasurementResult, counts: CaseCounts) -> CaseOutcome {
        var measurement = measurement
        if let figures = counts.children {
            measurement.allocationsPerEvent = figures.allocationsPerEvent
            measurement.bytesPerEvent = figures.bytesPerEvent
            measurement.peakResidentBytes = figures.peakResidentBytes
            measurement.startUpPeakBytes = figures.startUpPeakBytes
            measurement.fixturePeakBytes = figures.fixturePeakBytes
            measurement.setUpPeakBytes = figures.setUpPeakBytes
        }
        var figures = metrics(measurement)
        if let instructions = counts.instructions {
            // Beside the time it explains.
            figures.insert(instructionMetric(instructions), at: min(1, figures.count))
        }
        return CaseOutcome(results: [identity.result(figures)])
    }

    /// `time per event` and `allocations per event`.
    static func perEvent(_ measurement: MeasurementResult) -> [Metric] {
        [Metric.timePerEvent(measurement), Metric.allocationsPerEvent(measurement)]
    }
}
