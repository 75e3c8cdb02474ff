/// The spread of a timing: what the median alone hides, and the samples themselves, so that a later
/// comparison can test whether two runs differ by more than their noise (``NoiseTest``).
public struct Spread: Sendable, Codable, Equatable {
    /// Fastest sample.
    public var min: Double
    /// 0.5 percentile (the median the figure reports); absent from reports written before it was kept.
    public var p50: Double?
    /// 0.9 percentile.
    public var p90: Double
    /// 0.99 percentile; absent from reports written before it was kept.
    public var p99: Double?
    /// Slowest sample.
    public var max: Double
    /// Median absolute deviation.
    public var mad: Double
    /// Number of samples.
    public var samples: Int
    /// Iterations in each sample, when known.
    public var iterationsPerSample: Int?
    /// Every sample, per event, in the order taken; absent from reports written before they were kept.
    public var values: [Double]?

    /// Creates a spread from its parts.
    public init(min: Double, p50: Double? = nil, p90: Double, p99: Double? = nil, max: Double, mad: Double, samples: Int,
                iterationsPerSample: Int? = nil, values: [Double]? = nil) {
        self.min = min
        self.p50 = p50
        self.p90 = p90
        self.p99 = p99
        self.max = max
        self.mad = mad
        self.samples = samples
        self.iterationsPerSample = iterationsPerSample
        self.values = values
    }

    /// The spread of `statistics`, with the samples they summarise.
    public init(statistics: SampleStatistics, iterationsPerSample: Int? = nil, values: [Double]? = nil) {
        self.init(
            min: statistics.min,
            p50: statistics.median,
            p90: statistics.p90,
            p99: statistics.p99,
            max: statistics.max,
            mad: statistics.mad,
            samples: statistics.count,
            iterationsPerSample: iterationsPerSample,
            values: values
        )
    }

    /// The spread of `values` (per-event samples), or `nil` for none or a non-finite one.
    public init?(values: [Double], iterationsPerSample: Int? = nil) {
        guard let statistics = try? SampleStatistics(values) else {
            return nil
        }
        self.init(statistics: statistics, iterationsPerSample: iterationsPerSample, values: values)
    }

    /// Every figure multiplied by `factor` (a time per landing as a time per subject).
    public func scaled(by factor: Double) -> Spread {
        Spread(min: min * factor, p50: p50.map { $0 * factor }, p90: p90 * factor, p99: p99.map { $0 * factor },
               max: max * factor, mad: mad * factor, samples: samples, iterationsPerSample: iterationsPerSample,
               values: values?.map { $0 * factor })
    }
}
