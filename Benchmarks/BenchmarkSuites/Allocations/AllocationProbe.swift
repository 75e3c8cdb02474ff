import BenchmarkCore
import Foundation

/// Counts a case's heap allocations per event in a fresh process of this same executable
/// (`bench count-allocations CASE`), so that the figure depends on the case's own work only.
///
/// Counted in the process that timed it, a case's figure would move by one or two with what ran
/// before (glibc sometimes hands out a larger block than asked for, depending on the state of the
/// heap, and Swift's arrays use the extra room as capacity). A fresh process started the same way
/// every time (deterministic hashing, a fixed environment and working directory) repeats its count
/// exactly. The heap's history still moves with the executable's own path (a clone in a longer
/// directory), so the child also runs with exact sizes (``AllocationCounter/exactSizesVariable``):
/// every capacity is what was asked for, whatever glibc's free blocks looked like. Its count is a
/// function of the work alone, the same on any clone in any directory, and it gates on any change.
public struct AllocationProbe: Sendable {
    /// The executable to start: `bench` itself.
    public var executablePath: String

    /// Creates a probe that starts `executablePath`.
    public init(executablePath: String) {
        self.executablePath = executablePath
    }

    /// A probe for this process's executable, or `nil` where allocations cannot be counted (the
    /// figure is then reported as unavailable) or the executable cannot be found. On macOS, where
    /// no allocation can be counted, the child still runs the events and reads the case's peak
    /// memory, so the probe is there wherever that peak can be read.
    public static func forThisExecutable() -> AllocationProbe? {
        #if canImport(Darwin)
        let counts = ResidentMemory.peakBytes() != nil
        #else
        let counts = AllocationCounter.isAvailable
        #endif
        guard counts, let path = Bundle.main.executablePath else {
            return nil
        }
        return AllocationProbe(executablePath: path)
    }

    /// The child's whole environment: nothing of the parent's leaks in.
    public static let childEnvironment = [DeterministicHashing.variable: "1", AllocationCounter.exactSizesVariable: "1"]

    /// Says how allocations were counted, for the report.
    public nonisolated static let reportNote = "Allocations per event: counted after timing, in a fresh process per case "
        + "(bench count-allocations), as the most frequent of 15 counts (3 for 100,000 subjects) of N iterations "
        + "against 2N, rounded to whole allocations per iteration, with every heap block exactly the size asked for; "
        + "so a figure depends on its case alone, not on the machine's heap history or the checkout's path."

    /// Says why allocations are n/a where the allocator cannot be counted.
    public nonisolated static let uncountedNote = "Allocations per event, bytes per event and bytes per subject (cell "
        + "coordinators): n/a here. They are counted by replacing glibc's malloc in-process (Benchmarks/CAllocCounter), "
        + "which needs Linux with glibc and no sanitizer; macOS offers no way within the toolchain to count every "
        + "allocation exactly (a wrapped malloc zone or an interposed library would miss some or add its own). For "
        + "every figure, run the benchmark on Linux (docs/running.md)."

    /// Says what the fresh process per case still reads where allocations cannot be counted.
    public nonisolated static let peakOnlyNote = " The fresh process per case (bench count-allocations) still runs the "
        + "same events and reads the case's peak resident memory (getrusage's ru_maxrss on macOS: the peak of the "
        + "process's own task, as VmHWM is on Linux)."

    /// The notes a run adds to its report about allocations: how they were counted (when `probe`
    /// counted them in fresh processes), or, where they cannot be, once, why they are n/a.
    public static func reportNotes(for probe: AllocationProbe?) -> [String] {
        reportNotes(allocationsCounted: AllocationCounter.isAvailable, readsPeaks: probe != nil)
    }

    /// ``reportNotes(for:)`` where allocations can be counted or not, with or without a fresh process
    /// per case that reads the peaks.
    static func reportNotes(allocationsCounted: Bool, readsPeaks: Bool) -> [String] {
        guard !allocationsCounted else {
            return readsPeaks ? [reportNote] : []
        }
        return [uncountedNote + (readsPeaks ? peakOnlyNote : "")]
    }

    /// Starts the count for the case named `identifier` and returns the child's figures.
    ///
    /// - Throws: ``CheckFailure`` if the child cannot be started, fails the case's check, or
    ///   answers something else than its figures.
    public func count(_ identifier: String) throws(CheckFailure) -> ChildFigures {
        let line = try CountingChild.line(of: executablePath, BenchOptions.countAllocationsCommand, for: identifier,
                                          environment: Self.childEnvironment, counting: "allocations")
        guard let figures = ChildFigures(line: line) else {
            throw CheckFailure("counting allocations in a fresh process answered '\(line)', not its figures")
        }
        return figures
    }
}
