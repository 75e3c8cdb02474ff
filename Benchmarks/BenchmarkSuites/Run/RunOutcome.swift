import BenchmarkCore

/// What a benchmark run produced: the report, and the cases whose check failed (which have no
/// figures in the report).
public struct RunOutcome: Sendable {
    /// The report, with notes naming every failure.
    public var report: BenchmarkReport
    /// Failed cases by identifier, in run order.
    public var failures: [(identifier: String, failure: CheckFailure)]

    /// Whether every case passed its checks.
    public var passed: Bool {
        failures.isEmpty
    }
}
