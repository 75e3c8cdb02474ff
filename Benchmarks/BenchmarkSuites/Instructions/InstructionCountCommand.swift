import BenchmarkCore

/// The child's side of ``InstructionProbe``: `bench count-instructions CASE`, run under Valgrind,
/// prepares and checks the case's work, then runs it in two windows, N iterations and 2N, between
/// ``InstructionWindow/boundary()`` calls, and checks the screen again. The parent reads each
/// window's instructions from callgrind's dumps; this line says what the windows held.
@MainActor
public enum InstructionCountCommand {
    /// Runs the windows of `identifier`'s work in this process.
    ///
    /// - Returns: `N EVENTS` (iterations of the first window, events per iteration) and the exit
    ///   status: 0, 2 for an unknown case, 3 (with the reason) when the case's check fails.
    public static func run(caseIdentifier identifier: String) -> (output: String, error: String, exitCode: Int32) {
        // Set-up, the first iteration and its check run before the first window.
        CountingChild.run(identifier, readsPeaks: false) { timed, work, _ throws(CheckFailure) in
            let iterations = timed.instructionIterations
            InstructionWindow.boundary()
            work.run(iterations: iterations)
            InstructionWindow.boundary()
            work.run(iterations: iterations * 2)
            InstructionWindow.boundary()
            // No figure from a wrong result.
            try work.check()
            return "\(iterations) \(timed.eventsPerIteration)"
        }
    }
}
