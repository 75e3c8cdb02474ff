/// The outcome of timing one piece of work.
public struct MeasurementResult: Sendable, Equatable {
    /// Iterations of the work in each timed sample, as calibrated.
    public var iterationsPerSample: Int
    /// Events one iteration stands for (characters typed, records parsed, ...).
    public var eventsPerIteration: Int
    /// Per-event time of each sample in nanoseconds, in the order taken.
    public var perEventNanoseconds: [Double]
    /// Summary of ``perEventNanoseconds``.
    public var statistics: SampleStatistics
    /// Heap allocations per event on the measuring thread, or `nil` where they cannot be counted.
    public var allocationsPerEvent: Double?
    /// Bytes those allocations asked for, per event; `nil` where they cannot be counted.
    public var bytesPerEvent: Double?
    /// The peak resident memory of the fresh process that counted the allocations, in bytes: the
    /// case's setup and work alone, with the benchmark's own start-up; `nil` where not measured.
    public var peakResidentBytes: Double?
    /// That process's peak before the case was set up (the benchmark's start-up), in bytes.
    public var startUpPeakBytes: Double?
    /// Its peak once the case's fixture was made (the fake server's answers), where the case marks
    /// it, in bytes.
    public var fixturePeakBytes: Double?
    /// Its peak once the case's work was made, before the first event, in bytes.
    public var setUpPeakBytes: Double?

    /// Creates a result from its parts.
    public init(
        iterationsPerSample: Int,
        eventsPerIteration: Int,
        perEventNanoseconds: [Double],
        statistics: SampleStatistics,
        allocationsPerEvent: Double?
    ) {
        self.iterationsPerSample = iterationsPerSample
        self.eventsPerIteration = eventsPerIteration
        self.perEventNanoseconds = perEventNanoseconds
        self.statistics = statistics
        self.allocationsPerEvent = allocationsPerEvent
    }

    /// Events per second at the median time, e.g. records/s for a throughput case.
    public var eventsPerSecond: Double {
        statistics.median > 0 ? 1e9 / statistics.median : 0
    }

    /// The spread of the samples, for a ``Metric``.
    public var spread: Spread {
        Spread(statistics: statistics, iterationsPerSample: iterationsPerSample, values: perEventNanoseconds)
    }
}
