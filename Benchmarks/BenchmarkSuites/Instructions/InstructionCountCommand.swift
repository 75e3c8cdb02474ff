import BenchmarkCore

/// The child's side of ``InstructionProbe`` and ``RetiredInstructionProbe``: `bench
/// count-instructions CASE` prepares and checks the case's work, then runs it in two windows, N
/// iterations and 2N, and checks the screen again. Under Valgrind the windows lie between
/// ``InstructionWindow/start()`` and ``InstructionWindow/boundary()`` calls (callgrind instruments
/// nothing before the start) and the parent reads what each counted from callgrind's dumps; on macOS the child reads its own retired instructions at the same places
/// (``RetiredInstructions``). Its line says what the windows held (``CountedWindows/answer``),
/// followed on macOS by what they counted.
@MainActor
public enum InstructionCountCommand {
    /// Runs the windows of `identifier`'s work in this process.
    ///
    /// - Returns: `N EVENTS` (iterations of the first window, events per iteration), with the two
    ///   windows' counts after them on macOS, and the exit status: 0, 2 for an unknown case, 3 (with
    ///   the reason) when the case's check fails.
    public static func run(caseIdentifier identifier: String) -> (output: String, error: String, exitCode: Int32) {
        // Set-up, the first iteration and its check run before the first window, and so does a
        // warm-up as long as the first window: a cost paid once more after the first iteration (a
        // buffer that grows on the second landing of 1,000 subjects, seen as 8% of a one-landing
        // window) falls outside both windows instead of into the first.
        CountingChild.run(identifier, readsPeaks: false) { timed, work, _ throws(CheckFailure) in
            let iterations = timed.instructionIterations
            work.run(iterations: iterations)
            #if canImport(Darwin)
            // No Valgrind here: the process reads its own count where the marks would be.
            let start = RetiredInstructions.read()
            work.run(iterations: iterations)
            let middle = RetiredInstructions.read()
            work.run(iterations: iterations * 2)
            let end = RetiredInstructions.read()
            guard let windows = CountedWindows.windows(betweenReadings: [start, middle, end]) else {
                throw CheckFailure("cannot read this process's retired instructions (proc_pid_rusage)")
            }
            #else
            InstructionWindow.start()
            work.run(iterations: iterations)
            InstructionWindow.boundary()
            work.run(iterations: iterations * 2)
            InstructionWindow.boundary()
            // Callgrind counted the windows; the parent reads them from its dumps.
            let windows: [UInt64] = []
            #endif
            // No figure from a wrong result.
            try work.check()
            let counted = CountedWindows(iterations: iterations, eventsPerIteration: timed.eventsPerIteration,
                                         windows: windows)
            return counted.answer
        }
    }
}
