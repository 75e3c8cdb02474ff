/// Tells a time or ratio that moved between two runs from one that only wobbled with the machine's
/// load: a change counts when it is larger than the threshold (the least effect worth reporting)
/// and the two runs' samples differ by more than chance explains (``MannWhitney``).
///
/// A comparison tests hundreds of figures at once, so a figure's samples must differ at the
/// family-wise level shared out over every figure tested (Bonferroni): with 5% over the whole
/// comparison, two runs whose samples differ only by chance mark no figure slower in 19
/// comparisons of 20, however many figures they hold. A machine whose load changed between the
/// runs is more than chance; the threshold, as the least effect worth reporting, guards against it.
public struct NoiseTest: Sendable, Equatable {
    /// The chance, over a whole comparison, of marking any figure slower or faster when nothing changed.
    public static let familyWiseError = 0.05

    /// The p-value under which one figure's samples differ.
    public let alpha: Double

    /// A test for a comparison of `comparisons` figures with samples.
    public init(comparisons: Int) {
        alpha = Self.familyWiseError / Double(max(comparisons, 1))
    }

    /// Slower or faster when the figure moved past `threshold` (relative to the base, in its better
    /// direction) and the samples differ; undecided when it moved past it but the samples do not
    /// show it, or there are none to test; ok within the threshold. A ratio without samples (a report
    /// written before they were kept) is judged on the threshold alone, as it was then.
    public func status(base: Metric, head: Metric, threshold: Double) -> ComparisonStatus {
        guard let baseValue = base.value, let headValue = head.value else {
            return base.kind == .ratio && (base.value == nil) != (head.value == nil) ? .changed : .ok
        }
        let change = ComparisonEntry.worsening(of: base, from: baseValue, to: headValue)
        guard abs(change) > threshold + ReportComparison.tolerance else {
            return .ok
        }
        if let baseSamples = base.spread?.values, let headSamples = head.spread?.values {
            guard let p = MannWhitney.pValue(baseSamples, headSamples), p < alpha else {
                return .undecided
            }
        } else if base.kind == .time {
            return .undecided
        }
        return change > 0 ? .slower : .faster
    }
}
