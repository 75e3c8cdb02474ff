import BenchmarkCore

/// The child's side of ``AllocationProbe``: `bench count-allocations CASE` finds the timed case,
/// prepares and checks its work, counts its allocations and their bytes per event, and prints them
/// with its own peak resident memory on one line (``ChildFigures``).
@MainActor
public enum AllocationCountCommand {
    /// What the child prints when allocations cannot be counted here.
    public nonisolated static let unavailable = "n/a"

    /// Counts `identifier`'s allocations in this process.
    ///
    /// - Returns: the line to print and the exit status: 0 with the figure, 2 for an unknown case,
    ///   3 (with the reason) when the case's check fails.
    public static func run(caseIdentifier identifier: String) -> (output: String, error: String, exitCode: Int32) {
        CountingChild.run(identifier, readsPeaks: true) { timed, work, peaks in
            let figures = Runner(configuration: .standard).allocationFiguresPerEvent(
                events: timed.eventsPerIteration,
                iterations: timed.allocationIterations,
                samples: timed.allocationSamples
            ) { iterations in
                work.run(iterations: iterations)
            }
            return ChildFigures(allocationsPerEvent: figures?.allocations, bytesPerEvent: figures?.bytes,
                                peakResidentBytes: ResidentMemory.peakBytes(), startUpPeakBytes: peaks.startUp,
                                fixturePeakBytes: peaks.fixture, setUpPeakBytes: peaks.setUp).line
        }
    }
}
