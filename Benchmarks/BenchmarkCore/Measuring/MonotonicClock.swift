#if canImport(Glibc)
import Glibc
#endif

/// A monotonic nanosecond clock for timing samples.
///
/// On Linux it reads `CLOCK_MONOTONIC` directly (served from the vDSO, no system call), which is
/// cheaper and steadier than going through `ContinuousClock` (`CLOCK_BOOTTIME`). Elsewhere it falls
/// back to `ContinuousClock`.
public enum MonotonicClock {
    /// Nanoseconds since an arbitrary fixed point; only differences are meaningful.
    @inline(__always)
    public static func now() -> UInt64 {
        #if canImport(Glibc)
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
        #else
        let components = origin.duration(to: ContinuousClock.now).components
        return UInt64(components.seconds) &* 1_000_000_000
            &+ UInt64(components.attoseconds / 1_000_000_000)
        #endif
    }

    /// The clock's resolution in nanoseconds, as reported by the system.
    public static var resolutionNanoseconds: UInt64 {
        #if canImport(Glibc)
        var spec = timespec()
        clock_getres(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
        #else
        let components = ContinuousClock().minimumResolution.components
        return UInt64(components.seconds) &* 1_000_000_000
            &+ UInt64(components.attoseconds / 1_000_000_000)
        #endif
    }

    #if !canImport(Glibc)
    private static let origin = ContinuousClock.now
    #endif
}
