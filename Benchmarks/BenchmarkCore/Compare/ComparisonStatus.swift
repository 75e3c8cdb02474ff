/// The verdict on one figure in a comparison. Times and ratios are slower or faster (their move is
/// tested against their samples' noise); instruction counts, which have no noise to test, regressed
/// or improved.
public enum ComparisonStatus: String, Sendable, Equatable, CaseIterable {
    /// Unchanged, or within the threshold.
    case ok
    /// A time or ratio worse by more than the threshold, and the two runs' samples differ by more
    /// than their noise (``NoiseTest``). Gates for a ratio under `--fail-on all`; a time never gates.
    case slower
    /// A time or ratio better by more than the threshold, beyond the noise. Never gates.
    case faster
    /// A time or ratio that moved by more than the threshold, but within what the samples' noise
    /// explains. Never gates.
    case undecided
    /// An instruction count grew by more than its threshold. Gates.
    case regressed
    /// An instruction count shrank by more than its threshold. Does not gate.
    case improved
    /// A deterministic figure differs, or a gated figure became (un)measurable. Gates.
    case changed
    /// Only in the head report. Never gates: new cases must be able to land.
    case new
    /// Only in the base report. Gates for deterministic and ratio figures, since a gated figure that
    /// disappears can no longer be checked; a missing time does not gate.
    case missing
}
