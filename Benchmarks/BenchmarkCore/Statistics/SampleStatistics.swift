/// Summary statistics of a set of samples, typically per-event durations in nanoseconds.
///
/// Percentiles use linear interpolation between the closest ranks (Hyndman & Fan type 7, the
/// default of NumPy, R and spreadsheet `PERCENTILE`): for a fraction `p` of `n` sorted values
/// `x[0] ... x[n-1]`, the position is `h = (n - 1) * p`, and the result is
/// `x[floor(h)] + (h - floor(h)) * (x[floor(h) + 1] - x[floor(h)])`. The median is the 0.5
/// percentile, so it is the middle value for an odd count and the mean of the two middle values for
/// an even count.
///
/// The MAD is the raw median absolute deviation, `median(|x - median(x)|)`, not scaled by 1.4826:
/// it is reported in the same unit as the samples as a robust spread, not as an estimate of a
/// standard deviation.
public struct SampleStatistics: Sendable, Equatable, Codable {
    /// Why samples were refused.
    public enum Error: Swift.Error, Equatable, CustomStringConvertible {
        /// There were no samples.
        case empty
        /// A sample was NaN or infinite.
        case nonFinite

        public var description: String {
            switch self {
            case .empty: "no samples to summarise"
            case .nonFinite: "a sample is NaN or infinite"
            }
        }
    }

    /// Number of samples.
    public let count: Int
    /// Smallest sample.
    public let min: Double
    /// Median (0.5 percentile).
    public let median: Double
    /// 0.9 percentile.
    public let p90: Double
    /// 0.99 percentile (with 21 samples, between the two slowest).
    public let p99: Double
    /// Largest sample.
    public let max: Double
    /// Median absolute deviation from the median, unscaled.
    public let mad: Double
    /// Arithmetic mean.
    public let mean: Double

    /// Summarises `samples`.
    ///
    /// - Throws: ``Error/empty`` for no samples, ``Error/nonFinite`` if any sample is NaN or
    ///   infinite.
    public init(_ samples: [Double]) throws(Error) {
        guard !samples.isEmpty else {
            throw .empty
        }
        guard samples.allSatisfy(\.isFinite) else {
            throw .nonFinite
        }
        self.init(validated: samples)
    }

    /// Summarises samples already known to be non-empty and finite, such as the runner's.
    init(validated samples: [Double]) {
        precondition(!samples.isEmpty, "statistics of no samples")
        let sorted = samples.sorted()
        let median = Self.percentile(0.5, ofSorted: sorted)
        let deviations = sorted.map { abs($0 - median) }.sorted()
        self.count = sorted.count
        self.min = sorted[0]
        self.median = median
        self.p90 = Self.percentile(0.9, ofSorted: sorted)
        self.p99 = Self.percentile(0.99, ofSorted: sorted)
        self.max = sorted[sorted.count - 1]
        self.mad = Self.percentile(0.5, ofSorted: deviations)
        // Summing in ascending order keeps the rounding error of the mean small and reproducible.
        self.mean = sorted.reduce(0, +) / Double(sorted.count)
    }

    /// The `fraction` percentile (0...1, clamped) of `samples` by linear interpolation (type 7).
    ///
    /// - Returns: `nil` for no samples.
    public static func percentile(_ fraction: Double, of samples: [Double]) -> Double? {
        guard !samples.isEmpty else {
            return nil
        }
        return percentile(fraction, ofSorted: samples.sorted())
    }

    /// Type 7 percentile of an already sorted, non-empty array.
    static func percentile(_ fraction: Double, ofSorted sorted: [Double]) -> Double {
        let clamped = Swift.min(Swift.max(fraction, 0), 1)
        let position = Double(sorted.count - 1) * clamped
        let lower = Int(position.rounded(.down))
        let upper = Swift.min(lower + 1, sorted.count - 1)
        let weight = position - Double(lower)
        // Written so that equal neighbours give exactly that value, with no rounding drift.
        if weight == 0 || sorted[lower] == sorted[upper] {
            return sorted[lower]
        }
        return sorted[lower] + weight * (sorted[upper] - sorted[lower])
    }
}
