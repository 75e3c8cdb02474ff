import BenchmarkCore

/// The child's side of ``AllocationProbe``: `bench count-allocations CASE` finds the timed case,
/// prepares and checks its work, counts its allocations and their bytes per event, and prints them
/// with its own peak resident memory on one line (``ChildFigures``). Where allocations cannot be
/// counted (macOS), it runs the same events uncounted and prints `n/a` for them beside the peaks.
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
            if figures == nil {
                // Nothing counted here (no allocation counter on this platform): the events still run
                // as the count runs them, so that the peak read below is the case's own.
                runAsCounted(timed, work)
            }
            return ChildFigures(allocationsPerEvent: figures?.allocations, bytesPerEvent: figures?.bytes,
                                peakResidentBytes: ResidentMemory.peakBytes(), startUpPeakBytes: peaks.startUp,
                                fixturePeakBytes: peaks.fixture, setUpPeakBytes: peaks.setUp).line
        }
    }

    /// Runs `work` as ``Runner/allocationFiguresPerEvent(events:iterations:samples:_:)`` runs it for
    /// `timed`, N iterations and then 2N, once per sample, counting nothing.
    private static func runAsCounted(_ timed: TimedCase, _ work: any MeasuredWork) {
        let configuration = MeasurementConfiguration.standard
        let iterations = max(timed.allocationIterations ?? configuration.allocationIterations, 1)
        for _ in 0..<max(timed.allocationSamples ?? configuration.allocationSamples, 1) {
            work.run(iterations: iterations)
            work.run(iterations: iterations * 2)
        }
    }
}
