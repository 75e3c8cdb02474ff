/// How a measurement is taken: warm-up, sample length, sample count.
public struct MeasurementConfiguration: Sendable, Equatable {
    /// The fewest samples a measurement takes; smaller requests are raised to it.
    public static let minimumSampleCount = 15

    /// Number of timed samples (at least ``minimumSampleCount``).
    public var sampleCount: Int {
        didSet { sampleCount = Swift.max(sampleCount, Self.minimumSampleCount) }
    }
    /// Time spent running the work untimed before calibration, in nanoseconds.
    public var warmupNanoseconds: UInt64
    /// Each sample repeats the work until it lasts at least about this long, in nanoseconds, so
    /// that clock reads and timer granularity are negligible next to the work.
    public var targetSampleNanoseconds: UInt64
    /// Upper bound on iterations per sample, for work that is nearly free.
    public var maximumIterationsPerSample: Int
    /// Iterations per allocation count (the work runs this many times, then twice as many). Fixed,
    /// and the same in quick and full runs, so that the allocation figure (which gates on any
    /// change) is comparable between them. Cases with heavy iterations pass a smaller count to
    /// ``Runner/measure(eventsPerIteration:allocationIterations:allocationSamples:_:)``.
    public var allocationIterations: Int
    /// Allocation counts taken (each a pair of runs, see ``allocationIterations``); the figure is
    /// the most frequent of them. Also the same in quick and full runs.
    public var allocationSamples: Int
    /// Whether ``Runner/measure(eventsPerIteration:allocationIterations:allocationSamples:_:)``
    /// counts allocations after timing. Off when they are counted elsewhere (in a fresh process).
    public var countsAllocations: Bool

    /// Creates a configuration; `sampleCount` below ``minimumSampleCount`` is raised to it.
    public init(
        sampleCount: Int,
        warmupNanoseconds: UInt64,
        targetSampleNanoseconds: UInt64,
        maximumIterationsPerSample: Int = 1 << 30,
        allocationIterations: Int = 100,
        allocationSamples: Int = 15,
        countsAllocations: Bool = true
    ) {
        self.sampleCount = Swift.max(sampleCount, Self.minimumSampleCount)
        self.warmupNanoseconds = warmupNanoseconds
        self.targetSampleNanoseconds = Swift.max(targetSampleNanoseconds, 1)
        self.maximumIterationsPerSample = Swift.max(maximumIterationsPerSample, 1)
        self.allocationIterations = Swift.max(allocationIterations, 1)
        self.allocationSamples = Swift.max(allocationSamples, 1)
        self.countsAllocations = countsAllocations
    }

    /// Full run: 100 ms warm-up, 21 samples of at least 10 ms each.
    public static let standard = MeasurementConfiguration(
        sampleCount: 21,
        warmupNanoseconds: 100_000_000,
        targetSampleNanoseconds: 10_000_000
    )

    /// Smoke run for CI: 30 ms warm-up, 15 samples of at least 10 ms each. Samples as long as the
    /// full run's keep its ratios about as steady; what makes it quick is fewer samples, a shorter
    /// warm-up, and the cases it leaves out.
    public static let quick = MeasurementConfiguration(
        sampleCount: 15,
        warmupNanoseconds: 30_000_000,
        targetSampleNanoseconds: 10_000_000
    )

    /// ``quick`` or ``standard``.
    public static func forRun(quick: Bool) -> MeasurementConfiguration {
        quick ? .quick : .standard
    }
}
