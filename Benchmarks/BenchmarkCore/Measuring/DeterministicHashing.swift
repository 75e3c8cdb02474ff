import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the benchmark with Swift's hashing seeded the same way every time.
///
/// Swift seeds every process's hashing at random, and the seed changes how sets and dictionaries
/// lay out their storage, which moves allocation counts of work that builds them by one or two
/// from run to run. Those counts gate on any change, so the benchmark sets
/// `SWIFT_DETERMINISTIC_HASHING`, as Swift's own benchmark suite does. The runtime reads the
/// variable when it starts, before any code of ours runs, so the process restarts itself with it.
public enum DeterministicHashing {
    /// The environment variable the Swift runtime reads.
    public static let variable = "SWIFT_DETERMINISTIC_HASHING"

    /// Whether this process was started with deterministic hashing.
    public static var isEnabled: Bool {
        guard let value = getenv(variable) else {
            return false
        }
        return !["", "0", "false", "no"].contains(String(cString: value).lowercased())
    }

    /// Replaces this process with a fresh start of the same executable and arguments, with the
    /// variable set, unless hashing is deterministic already. Returns only if that is not possible
    /// (the executable cannot be found or started); the caller then carries on, and says so.
    public static func restartIfNeeded() {
        guard !isEnabled, let executable = Bundle.main.executablePath else {
            return
        }
        setenv(variable, "1", 1)
        execv(executable, CommandLine.unsafeArgv)
        // Still here: the restart failed; do not pretend the variable is in effect.
        unsetenv(variable)
    }

    /// A line for the report saying how hashing was seeded.
    public static var reportNote: String {
        isEnabled
            ? "Hashing: deterministic (\(variable)=1), so allocation counts repeat exactly from run to run."
            : "Hashing: seeded at random (the restart with \(variable)=1 failed); allocation counts may differ by a few between runs."
    }
}
