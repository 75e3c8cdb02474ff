/// What the `bench` command line asks for.
public enum BenchCommand: Sendable, Equatable {
    /// Run (or list) the benchmarks.
    case run(RunOptions)
    /// Compare two JSON reports.
    case compare(CompareOptions)
    /// Write a JSON report in another format.
    case render(RenderOptions)
    /// Write the side-by-side page of the architectures, `docs/compare.md`.
    case comparePage(PageOptions)
    /// Write the page on choosing an architecture, `docs/choosing.md`.
    case choosingPage(PageOptions)
    /// Print the usage text and exit successfully.
    case help
    /// Count one case's allocations per event in this (fresh) process and print the figure; how a
    /// run gets allocation counts that do not depend on what ran before.
    case countAllocations(caseIdentifier: String)
    /// Run one case's work in two windows for Valgrind to count (under `callgrind`); how a run with
    /// `--instructions` gets instructions per event.
    case countInstructions(caseIdentifier: String)
    /// Measure what each architecture's unit tests reach and build, under source coverage.
    case unitTests(UnitTestOptions)
    /// Record the call chains from each event to the screen, in a debug build.
    case chains(ChainOptions)
    /// Measure what each change cost each architecture, from the package's git history.
    case changes(ChangeOptions)
    /// Measure the second authors' patches of the hold-out changes, or build one change's chain of them.
    case secondAuthors(SecondAuthorOptions)
    /// Write a catalogue payload as the fake server sends it (and the one-step reformer's cells), for
    /// a reader outside the project to read the same bytes (`Benchmarks/beside-simdjson`).
    case payload(PayloadOptions)
}
