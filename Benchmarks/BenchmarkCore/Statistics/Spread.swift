/// The spread of a timing: what the median alone hides.
public struct Spread: Sendable, Codable, Equatable {
    /// Fastest sample.
    public var min: Double
    /// 0.9 percentile.
    public var p90: Double
    /// Slowest sample.
    public var max: Double
    /// Median absolute deviation.
    public var mad: Double
    /// Number of samples.
    public var samples: Int
    /// Iterations in each sample, when known.
    public var iterationsPerSample: Int?

    /// Creates a spread from its parts.
    public init(min: Double, p90: Double, max: Double, mad: Double, samples: Int, iterationsPerSample: Int? = nil) {
        self.min = min
        self.p90 = p90
        self.max = max
        self.mad = mad
        self.samples = samples
        self.iterationsPerSample = iterationsPerSample
    }

    /// The spread of `statistics`.
    public init(statistics: SampleStatistics, iterationsPerSample: Int? = nil) {
        self.init(
            min: statistics.min,
            p90: statistics.p90,
            max: statistics.max,
            mad: statistics.mad,
            samples: statistics.count,
            iterationsPerSample: iterationsPerSample
        )
    }
}
