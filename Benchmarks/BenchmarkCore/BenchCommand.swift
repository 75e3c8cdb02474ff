/// What the `bench` command line asks for.
public enum BenchCommand: Sendable, Equatable {
    /// Run (or list) the benchmarks.
    case run(RunOptions)
    /// Compare two JSON reports.
    case compare(CompareOptions)
    /// Print the usage text and exit successfully.
    case help
}
