#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's resident memory, as the operating system reports it.
public enum ResidentMemory {
    /// The most memory this process has held resident so far, in bytes; `nil` where the system does
    /// not say. Read in a fresh process per case, it is that case's peak, start-up included.
    public static func peakBytes() -> Double? {
        var usage = rusage()
        #if canImport(Glibc)
        let status = getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        let status = getrusage(RUSAGE_SELF, &usage)
        #endif
        guard status == 0, usage.ru_maxrss > 0 else {
            return nil
        }
        #if canImport(Darwin)
        return Double(usage.ru_maxrss)  // bytes on Darwin
        #else
        return Double(usage.ru_maxrss) * 1024  // kilobytes on Linux
        #endif
    }
}
