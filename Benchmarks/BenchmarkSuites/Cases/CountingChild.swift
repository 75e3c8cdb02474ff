import BenchmarkCore

/// What both counting children (`bench count-allocations`, `bench count-instructions`) do around
/// their count: find the timed case by name, make its work and check its first iteration, and turn
/// the outcome into the line to print and the exit status.
@MainActor
enum CountingChild {
    /// What the child prints, on which stream, and its exit status.
    typealias Answer = (output: String, error: String, exitCode: Int32)

    /// Runs `count` on the prepared work of the case named `identifier`.
    ///
    /// - Returns: `count`'s line and status 0; status 2 for an unknown case; status 3, with the
    ///   reason, when the case's check fails.
    static func run(_ identifier: String,
                    count: (TimedCase, any MeasuredWork) throws(CheckFailure) -> String) -> Answer {
        let timed: TimedCase
        switch BenchmarkCatalogue.timedCase(named: identifier) {
        case .success(let found): timed = found
        case .failure(let unknown): return ("", unknown.message, BenchOptions.usageExitCode)
        }
        do {
            let line = try count(timed, try timed.prepare())
            return (line, "", BenchOptions.successExitCode)
        } catch {
            return ("", error.description, BenchOptions.checkFailedExitCode)
        }
    }
}
