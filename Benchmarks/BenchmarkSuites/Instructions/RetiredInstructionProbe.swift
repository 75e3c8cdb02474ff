import BenchmarkCore
import Foundation

/// Counts the instructions one event of a timed case executes on macOS, where Valgrind does not
/// run: a fresh process of this same executable (`bench count-instructions CASE`) reads its own
/// retired instructions (``RetiredInstructions``) before, between and after the same two windows of
/// work the Valgrind child marks, N iterations and then 2N, and prints the windows after what they
/// held. The figure is their difference over N iterations' events (``CountedWindows``), so start-up,
/// set-up and the checks cancel as they do under Valgrind. The child starts as that one does: in
/// `/`, with deterministic hashing and nothing else in its environment.
public struct RetiredInstructionProbe: InstructionCounter {
    /// The executable to start: `bench` itself.
    public var executablePath: String
    /// The counter and the kernel that kept the count, as the report names them.
    public var counting: String

    /// The kernel's count cannot say which functions ran: every case is counted at two placements.
    public let namesFunctions = false

    /// A probe that starts `executablePath`, counting on `kernel` (`Darwin 24.5.0 arm64`).
    public init(executablePath: String, kernel: String) {
        self.executablePath = executablePath
        counting = RetiredInstructions.counting(kernel: kernel)
    }

    /// The one line `bench --instructions` prints on macOS when the kernel keeps no count.
    public static let unavailableMessage = "--instructions on macOS reads the kernel's count of retired instructions "
        + "(proc_pid_rusage), which does not move here (a virtual machine without the CPU's performance counters?); "
        + "for every figure, run the benchmark on Linux with Valgrind (docs/running.md)"

    /// A probe for this process's executable; nil where the kernel keeps no count of retired
    /// instructions (anywhere but Darwin, or a machine without the counters) or the executable
    /// cannot be found.
    public static func forThisExecutable() -> RetiredInstructionProbe? {
        guard RetiredInstructions.isCounting, let path = Bundle.main.executablePath else {
            return nil
        }
        return RetiredInstructionProbe(executablePath: path, kernel: MachineInfo.current().kernel)
    }

    /// Says how instructions were counted, for the report.
    public var reportNote: String {
        "Instructions per event: the kernel's count of the process's retired instructions (proc_pid_rusage, "
            + "ri_instructions; Valgrind does not run on macOS), read after timing in a fresh process per case "
            + "(bench count-instructions) that runs the work for N iterations and then 2N, reading the count before, "
            + "between and after; the figure is the difference over N iterations' events, so start-up, set-up and checks "
            + "cancel (per byte for the reformers). The CPU keeps the count for every thread of the process, so it "
            + "repeats less exactly than Valgrind's, and compare gates it only against counts from the same counter, "
            + "kernel, CPU model, toolchain and build. A ratio named 'in instructions' divides these counts as its "
            + "namesake divides times."
    }

    /// The instructions one event of the case named `identifier` executes. Every child is placed
    /// anew by the system (address space layout randomisation), so `placement` only numbers them;
    /// the kernel's count cannot say which functions ran, so whether key paths were hashed is
    /// left to the two placements' counts.
    ///
    /// - Throws: ``CheckFailure`` if the child cannot run, fails the case's check, or does not
    ///   answer two windows, the second larger.
    public func count(_ identifier: String, placement: Int) throws(CheckFailure) -> (perEvent: Double, hashesKeyPaths: Bool) {
        let answer = try CountingChild.line(of: executablePath, BenchOptions.countInstructionsCommand, for: identifier,
                                            environment: InstructionProbe.childEnvironment, counting: "instructions")
        guard let windows = CountedWindows(answer: answer), let perEvent = windows.perEvent else {
            throw CheckFailure("counting instructions of \(identifier): the child answered '\(answer)', not two windows, "
                + "the second larger")
        }
        return (perEvent, false)
    }

    /// Nothing to remove: the child runs this executable where it lies.
    public func remove() {}
}
