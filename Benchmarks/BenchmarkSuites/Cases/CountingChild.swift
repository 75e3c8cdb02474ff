import BenchmarkCore
import Foundation

/// What both counting children (`bench count-allocations`, `bench count-instructions`) do around
/// their count: find the timed case by name, make its work and check its first iteration, and turn
/// the outcome into the line to print and the exit status.
@MainActor
enum CountingChild {
    /// What the child prints, on which stream, and its exit status.
    typealias Answer = (output: String, error: String, exitCode: Int32)

    /// The process's peak resident memory before the case's work was made, once its fixture was
    /// (where the case marks it), and once the work was made (before its first event), so that a
    /// peak can be split into start-up, fixture, set-up and the events.
    struct SetUpPeaks {
        var startUp: Double?
        var fixture: Double?
        var setUp: Double?
    }

    /// Runs `count` on the prepared work of the case named `identifier`. With `readsPeaks`, the
    /// peaks around set-up are read (one read of `/proc/self/status` each); a count of instructions
    /// does without, so that nothing but the case runs before its windows.
    ///
    /// - Returns: `count`'s line and status 0; status 2 for an unknown case; status 3, with the
    ///   reason, when the case's check fails.
    static func run(_ identifier: String, readsPeaks: Bool,
                    count: (TimedCase, any MeasuredWork, SetUpPeaks) throws(CheckFailure) -> String) -> Answer {
        let timed: TimedCase
        switch BenchmarkCatalogue.timedCase(named: identifier) {
        case .success(let found): timed = found
        case .failure(let unknown): return ("", unknown.message, BenchOptions.usageExitCode)
        }
        var peaks = SetUpPeaks(startUp: readsPeaks ? ResidentMemory.peakBytes() : nil)
        SetUpMarks.isReading = readsPeaks
        SetUpMarks.fixturePeakBytes = nil
        defer { SetUpMarks.isReading = false }
        do {
            let work = try timed.prepare(afterMaking: {
                guard readsPeaks else { return }
                peaks.fixture = SetUpMarks.fixturePeakBytes
                peaks.setUp = ResidentMemory.peakBytes()
            })
            let line = try count(timed, work, peaks)
            return (line, "", BenchOptions.successExitCode)
        } catch {
            return ("", error.description, BenchOptions.checkFailedExitCode)
        }
    }

    /// The parent's side: starts `executable` as the counting child `command` (a counting command
    /// of ``BenchOptions``) for the case named `identifier`, with only `environment`, in `/`, and
    /// returns the line it printed.
    ///
    /// - Throws: ``CheckFailure``, naming `what` was counted, if the child cannot start or does not
    ///   exit with status 0 (with what it said).
    nonisolated static func line(
        of executable: String,
        _ command: String,
        for identifier: String,
        environment: [String: String],
        counting what: String
    ) throws(CheckFailure) -> String {
        let child: ChildProcess.Answer
        do {
            child = try ChildProcess.run(executable, [command, identifier], environment: .only(environment), directory: "/")
        } catch {
            throw CheckFailure("counting \(what) of \(identifier) failed: cannot start \(executable): \(error)")
        }
        guard child.status == BenchOptions.successExitCode else {
            throw CheckFailure("counting \(what) of \(identifier) failed (status \(child.status)): "
                + child.errors.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return child.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
