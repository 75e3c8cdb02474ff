#if canImport(Darwin)
import Darwin
#endif

/// The instructions this process has retired, as the kernel counts them: how `bench --instructions`
/// counts on macOS, where Valgrind does not run (it has no port to Apple silicon).
///
/// Read with `proc_pid_rusage(getpid(), RUSAGE_INFO_V4, …)`, field `ri_instructions`: the call
/// ordo-one/package-benchmark makes for its process statistics on macOS, and the field the Swift
/// project's own benchmark suite reads its instruction counts from. The count covers every thread of
/// the process and is kept by the CPU's counters, not simulated, so unlike callgrind's it moves a
/// little with what else the process and the machine do; a child reads it around the same two
/// windows the Valgrind child marks (``CountedWindows``), so start-up and set-up cancel alike.
public enum RetiredInstructions {
    /// The words every report counted this way begins its `instructionCounting` with.
    static let counterPrefix = "retired instructions (proc_pid_rusage ri_instructions)"

    /// The instructions this process has retired so far; nil where the system does not say (any
    /// platform but Darwin, or a failed call).
    public static func read() -> UInt64? {
        #if canImport(Darwin)
        var usage = rusage_info_v4()
        let status = withUnsafeMutablePointer(to: &usage) { pointer in
            pointer.withMemoryRebound(to: rusage_info_t?.self, capacity: 1) {
                proc_pid_rusage(getpid(), RUSAGE_INFO_V4, $0)
            }
        }
        return status == 0 ? usage.ri_instructions : nil
        #else
        return nil
        #endif
    }

    /// Whether the count moves with work done here: a virtual machine without the CPU's performance
    /// counters answers the call but counts nothing, and a count of zero must not pass for a figure.
    public static var isCounting: Bool {
        guard let before = read() else { return false }
        var sum = 0
        for value in 0..<10_000 {
            sum &+= value &* value
        }
        blackHole(sum)
        guard let after = read() else { return false }
        return after > before
    }

    /// What a report names as its instruction counter (``BenchmarkReport/instructionCounting``) for
    /// counts read on `kernel` (`Darwin 24.5.0 arm64`): `compare` gates counts only between reports
    /// that name the same counter, so a kernel update, which may count otherwise, is not gated.
    public static func counting(kernel: String) -> String {
        "\(counterPrefix), \(kernel)"
    }

    /// Whether a report's `instructionCounting` names this counter, not Valgrind.
    public static func counted(_ counting: String?) -> Bool {
        counting?.hasPrefix(counterPrefix) == true
    }
}
