/// The verdict on one figure in a comparison.
public enum ComparisonStatus: String, Sendable, Equatable, CaseIterable {
    /// Unchanged, within the threshold, or a time (times never gate).
    case ok
    /// A ratio figure got worse by more than the threshold. Gates.
    case regressed
    /// A ratio figure got better by more than the threshold. Does not gate.
    case improved
    /// A deterministic figure differs, or a gated figure became (un)measurable. Gates.
    case changed
    /// Only in the head report. Never gates: new cases must be able to land.
    case new
    /// Only in the base report. Gates for deterministic and ratio figures, since a gated figure that
    /// disappears can no longer be checked; a missing time does not gate.
    case missing
}
