/// Which figures make `bench compare` fail (`--fail-on`).
///
/// Every regression is reported either way; the policy only decides the exit status. Timing ratios
/// measured on a shared machine (a CI runner) move with its load, so CI can print them and fail
/// only on the figures that the sources alone decide.
public enum FailurePolicy: String, Sendable, CaseIterable, Equatable {
    /// Deterministic figures that changed or went missing, instruction counts and ratio figures that
    /// regressed past their thresholds, changed measurability or went missing (the default).
    case all
    /// Only the figures the sources decide: deterministic figures (glue-code size, allocations) that
    /// changed or went missing, and instruction counts that regressed past their threshold.
    case deterministic

    /// Whether a figure of `kind` with `status` makes the comparison fail under this policy.
    public func gates(kind: MetricKind, status: ComparisonStatus) -> Bool {
        guard status == .changed || status == .regressed || status == .slower || status == .missing else {
            return false
        }
        switch (self, kind) {
        case (_, .time), (_, .memory): return false
        case (.all, .ratio): return true
        case (.deterministic, .ratio): return false
        case (_, .deterministic), (_, .instructions): return true
        }
    }
}
