import BenchmarkCore
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Counts the instructions one event of a timed case executes, under Valgrind's callgrind, in a
/// fresh process of this same executable (`bench count-instructions CASE`).
///
/// The child runs the case's work for N iterations, then for 2N, each in a window of its own
/// (``InstructionWindow``); the figure is the difference of the two windows over N iterations'
/// events. Start-up, set-up, warm-up and the checks fall outside the windows, and whatever a window
/// costs however long it is cancels in the difference. The child runs a copy of the executable
/// without debug information (``StrippedExecutable``), from a directory whose path has the same
/// length on every machine, in `/`, with deterministic hashing, exact heap block sizes and nothing
/// else in its environment: the count depends on the work and the binary alone.
public final class InstructionProbe: Sendable {
    /// Valgrind, and its version for the report.
    public let callgrind: CallgrindRun
    /// The stripped copy the child runs.
    public let executable: String
    /// Where the copy and callgrind's dumps live; removed by ``remove()``.
    public let scratch: String

    private init(callgrind: CallgrindRun, executable: String, scratch: String) {
        self.callgrind = callgrind
        self.executable = executable
        self.scratch = scratch
    }

    /// A probe for this process's executable, counting with `callgrind`.
    ///
    /// - Throws: ``ToolchainError`` if the executable cannot be found or copied.
    public static func forThisExecutable(callgrind: CallgrindRun) throws(ToolchainError) -> InstructionProbe {
        guard let path = Bundle.main.executablePath else {
            throw ToolchainError("cannot find this executable's path to count its instructions")
        }
        // mkdtemp's fixed-length name, in /tmp whatever TMPDIR says: the child's own path is then
        // the same length on every machine, and so is everything in its memory that holds it.
        var template = Array("/tmp/bench-instructions.XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
        }
        guard let scratch = made else {
            throw ToolchainError("cannot make a scratch directory in /tmp to count instructions")
        }
        let executable: String
        do {
            executable = try StrippedExecutable.make(from: path, into: scratch)
        } catch {
            try? FileManager.default.removeItem(atPath: scratch)
            throw error
        }
        return InstructionProbe(callgrind: callgrind, executable: executable, scratch: scratch)
    }

    /// Removes the copy and the dumps.
    public func remove() {
        try? FileManager.default.removeItem(atPath: scratch)
    }

    /// The child's whole environment, as for allocation counts: nothing of the parent's leaks in.
    public static let childEnvironment = AllocationProbe.childEnvironment

    /// Says how instructions were counted, for the report.
    public var reportNote: String {
        "Instructions per event: counted by \(callgrind.version) (callgrind, instructions only) after timing, in a fresh "
            + "process per case (bench count-instructions) that runs the work for N iterations and then 2N, each "
            + "between two marks; the figure is the difference over N iterations' events, so start-up, set-up and "
            + "checks cancel (per byte for the reformers). Each case is counted with its code at two places in memory; "
            + "where the work hashes key paths (a key path's hash is its accessors' address) or the two counts differ by "
            + "more than \(ValueFormatter.formatNumber(CodePlacement.tolerance * 100))%, the figure is the median of "
            + "\(CodePlacement.samples) places and compare tests a move against them as against a time's samples. A ratio named 'in "
            + "instructions' divides these counts as its namesake divides times."
    }

    /// The instructions one event of `timed` executes: at two placements of the code, and at
    /// ``CodePlacement/samples`` when those two differ or the work hashes key paths
    /// (``CodePlacement``).
    ///
    /// - Throws: ``CheckFailure`` if the child cannot run, fails the case's check, or its windows
    ///   are not two or do not grow with the work.
    public func count(_ timed: TimedCase) throws(CheckFailure) -> InstructionCount {
        let identifier = timed.identity.identifier
        let first = try count(identifier, placement: 0)
        var counts = [first.perEvent, try count(identifier, placement: 1).perEvent]
        guard first.hashesKeyPaths || CodePlacement.matters(counts[0], counts[1]) else {
            return InstructionCount(perEvent: counts[0])
        }
        for placement in counts.count..<CodePlacement.samples {
            counts.append(try count(identifier, placement: placement).perEvent)
        }
        return InstructionCount(placements: counts)
    }

    /// The instructions one event of the case named `identifier` executes with the code at
    /// `placement`, and whether its windows hashed a key path (``CodePlacement/hashesKeyPaths(_:)``).
    func count(_ identifier: String, placement: Int) throws(CheckFailure) -> (perEvent: Double, hashesKeyPaths: Bool) {
        let counted: (windows: [UInt64], functions: Set<String>, output: String)
        do {
            counted = try callgrind.countWindows([executable, BenchOptions.countInstructionsCommand, identifier],
                                                 environment: Self.childEnvironment, directory: "/", scratch: scratch,
                                                 placement: placement)
        } catch {
            throw CheckFailure("counting instructions of \(identifier) failed: \(error.description)")
        }
        let fields = counted.output.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        guard fields.count == 2, fields[0] > 0, fields[1] > 0 else {
            throw CheckFailure("counting instructions of \(identifier): the child answered '\(counted.output)', not its windows")
        }
        guard counted.windows.count == 2, counted.windows[1] >= counted.windows[0] else {
            throw CheckFailure("counting instructions of \(identifier): expected two windows, the second larger; "
                + "callgrind counted \(counted.windows)")
        }
        let difference = Double(counted.windows[1] - counted.windows[0])
        return (difference / Double(fields[0] * fields[1]), CodePlacement.hashesKeyPaths(counted.functions))
    }
}
