import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's resident memory, as the operating system reports it.
public enum ResidentMemory {
    /// The most memory this process has held resident so far, in bytes; `nil` where the system does
    /// not say. Read in a fresh process per case, it is that case's peak, start-up included.
    ///
    /// On Linux it is `VmHWM` of `/proc/self/status`, which belongs to the process's own address
    /// space: `getrusage`'s `ru_maxrss` is kept across `fork` and `exec`, so a child started by a
    /// large `bench` would report its parent's size instead of its own. On Darwin `ru_maxrss` is the
    /// same figure, in bytes: XNU fills it from the Mach task's own `resident_size_max`
    /// (`calcru` in `bsd/kern/kern_resource.c`), and a spawned child is a task of its own.
    public static func peakBytes() -> Double? {
        #if os(Linux)
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
            return nil
        }
        return highWaterMark(inStatus: status)
        #else
        var usage = rusage()
        guard getrusage(RUSAGE_SELF, &usage) == 0, usage.ru_maxrss > 0 else {
            return nil
        }
        return Double(usage.ru_maxrss)  // bytes on Darwin
        #endif
    }

    /// The `VmHWM:   12345 kB` line of a `/proc/<pid>/status` text, in bytes.
    static func highWaterMark(inStatus status: String) -> Double? {
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let fields = line.dropFirst("VmHWM:".count).split { $0 == " " || $0 == "\t" }
            guard fields.count == 2, fields[1] == "kB", let kilobytes = Double(fields[0]) else {
                return nil
            }
            return kilobytes * 1024
        }
        return nil
    }
}
