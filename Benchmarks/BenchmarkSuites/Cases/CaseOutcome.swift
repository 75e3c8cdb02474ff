import BenchmarkCore

/// What running one case produced: its results and any remarks for the report's notes.
public struct CaseOutcome: Sendable {
    /// Results, before ratios to references are added.
    public var results: [BenchmarkResult]
    /// Remarks, such as glue-code role-line problems.
    public var notes: [String]

    /// Creates an outcome.
    public init(results: [BenchmarkResult], notes: [String] = []) {
        self.results = results
        self.notes = notes
    }
}
