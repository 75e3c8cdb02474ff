import BenchmarkCore
import Foundation
import Synchronization
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
public final class InstructionProbe: InstructionCounter {
    /// Valgrind, and its version for the report.
    public let callgrind: CallgrindRun
    /// The stripped copy the child runs.
    public let executable: String
    /// Where the copy and callgrind's dumps live; removed by ``remove()``.
    public let scratch: String
    /// Numbers the children, so that those running at once write their dumps apart.
    private let children = Atomic<Int>(0)

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

    /// Callgrind names the functions each window ran, so a count tells whether it hashed a key path.
    public let namesFunctions = true

    /// Valgrind's version (`valgrind-3.19.0`): counts of two versions are not comparable.
    public var counting: String {
        callgrind.version
    }

    /// Says how instructions were counted, for the report.
    public var reportNote: String {
        "Instructions per event: counted by \(callgrind.version) (callgrind, instructions only) after timing, in a fresh "
            + "process per case (bench count-instructions) that runs the work for N iterations and then 2N, each "
            + "between two marks; the figure is the difference over N iterations' events, so start-up, set-up and "
            + "checks cancel (per byte for the reformers). Cases are counted as many at a time as the "
            + "machine has cores, after every case is timed. A case is counted with its code at one place in memory; where "
            + "its work hashes key paths (a key path's hash is its accessors' address, so the count depends on where the "
            + "code lies), the figure is the median of \(CodePlacement.samples) places and compare tests a move against "
            + "them as against a time's samples. A ratio named 'in instructions' divides these counts as its namesake "
            + "divides times."
    }

    /// A number no other child of this probe has.
    private func child() -> Int {
        children.add(1, ordering: .relaxed).newValue
    }

    /// The instructions one event of the case named `identifier` executes, with Valgrind placing
    /// the code for `placement`, and whether its windows ran work whose count depends on placement,
    /// a key path's hash or `JSONDecoder` (``CodePlacement/dependsOnPlacement(_:)``: callgrind names
    /// the functions they ran).
    public func count(_ identifier: String, placement: Int) throws(CheckFailure) -> (perEvent: Double, hashesKeyPaths: Bool) {
        let counted: (windows: [UInt64], functions: Set<String>, output: String)
        do {
            counted = try callgrind.countWindows([executable, BenchOptions.countInstructionsCommand, identifier],
                                                 environment: Self.childEnvironment, directory: "/",
                                                 outputFile: scratch + "/callgrind.\(child()).out", placement: placement)
        } catch {
            throw CheckFailure("counting instructions of \(identifier) failed: \(error.description)")
        }
        // The child says what its windows held; callgrind says what they counted.
        guard var windows = CountedWindows(answer: counted.output), windows.windows.isEmpty else {
            throw CheckFailure("counting instructions of \(identifier): the child answered '\(counted.output)', not its windows")
        }
        windows.windows = counted.windows
        guard let perEvent = windows.perEvent else {
            throw CheckFailure("counting instructions of \(identifier): expected two windows, the second larger; "
                + "callgrind counted \(counted.windows)")
        }
        return (perEvent, CodePlacement.dependsOnPlacement(counted.functions))
    }
}
