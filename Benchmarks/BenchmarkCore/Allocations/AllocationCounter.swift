internal import CAllocCounter

/// Heap allocations made by the calling thread while a piece of work ran.
public struct AllocationCount: Sendable, Equatable, Codable {
    /// Blocks obtained: `malloc`, `calloc`, `realloc` to a non-zero size, aligned allocations.
    public var allocations: UInt64
    /// Blocks released: `free` of a non-null pointer, `realloc` to size zero.
    public var frees: UInt64
    /// Bytes requested by the counted allocations.
    public var bytes: UInt64

    /// Creates a count from its parts.
    public init(allocations: UInt64, frees: UInt64, bytes: UInt64) {
        self.allocations = allocations
        self.frees = frees
        self.bytes = bytes
    }
}

/// Counts heap allocations in-process, without any package dependency.
///
/// On Linux with glibc the `CAllocCounter` target replaces the process's `malloc` family with thin
/// wrappers that bump thread-local counters and forward to glibc's allocator. Only the calling
/// thread's allocations are counted, so work on other threads (the runtime, timers) does not leak
/// into a measurement. Elsewhere, in sanitizer builds (which replace malloc themselves), or if the replacement turns out not to be in effect (for example
/// when the counter is linked into a shared library instead of the executable),
/// ``isAvailable`` is `false` and ``count(_:)`` returns `nil` instead of a made-up number.
public enum AllocationCounter {
    /// Whether allocations can be counted in this process.
    ///
    /// Checked once, by allocating class instances through the Swift runtime and verifying that
    /// every one of them was seen: being compiled in is not enough, the runtime's own calls to
    /// `malloc` must reach the wrappers.
    public static let isAvailable: Bool = probe()

    /// Whether this build contains the allocator replacement (Linux with glibc, no sanitizer).
    /// When it does, ``isAvailable`` should be `true` too; if not, the replacement is linked
    /// somewhere it cannot take effect.
    public static var isSupportedBuild: Bool {
        cac_is_compiled_in() != 0
    }

    /// The environment variable that, set to `1` when a process starts, gives every block exactly
    /// the size asked for (see `CAllocCounter.h`): capacities, and so counts, then no longer depend
    /// on the heap's history, which moves with the executable's path and everything else the
    /// process did first. ``AllocationProbe`` starts its counting processes with it.
    public static let exactSizesVariable = CAC_EXACT_SIZES_VARIABLE

    /// Whether this process runs with exact sizes.
    public static var hasExactSizes: Bool {
        cac_exact_sizes() != 0
    }

    /// Bytes of the process's heap in use now (glibc's `mallinfo2`: allocated blocks and mapped
    /// ones, with the allocator's rounding), or nil where the counter is not compiled in. What a
    /// structure keeps is the growth of this figure while it is built and alive.
    public static func heapBytesInUse() -> Int64? {
        cac_is_compiled_in() == 1 ? Int64(clamping: cac_heap_bytes_in_use()) : nil
    }

    /// Counts the allocations made by the calling thread while `body` runs.
    ///
    /// - Returns: the value `body` returned, and the count, or `nil` for the count when counting is
    ///   unavailable on this platform.
    public static func count<Result>(
        _ body: () throws -> Result
    ) rethrows -> (result: Result, count: AllocationCount?) {
        guard isAvailable else {
            return (try body(), nil)
        }
        let before = cac_thread_counts()
        let result = try body()
        let after = cac_thread_counts()
        let count = AllocationCount(
            allocations: after.allocations &- before.allocations,
            frees: after.frees &- before.frees,
            bytes: after.bytes &- before.bytes
        )
        return (result, count)
    }

    /// A short description of how allocations are counted here, for reports.
    public static var methodDescription: String {
        isAvailable
            ? "malloc family replaced in-process (glibc), calling thread only"
            : "unavailable on this platform"
    }

    private static let probeObjectCount = 64

    private static func probe() -> Bool {
        guard isSupportedBuild else {
            return false
        }
        let before = cac_thread_counts().allocations
        var objects: [ProbeObject] = []
        objects.reserveCapacity(probeObjectCount)
        for index in 0..<probeObjectCount {
            objects.append(ProbeObject(index))
        }
        let after = cac_thread_counts().allocations
        blackHole(objects)
        // Each instance is one swift_allocObject, which ends in malloc.
        return after &- before >= UInt64(probeObjectCount)
    }
}

/// A heap object used only to check that allocations are seen.
private final class ProbeObject {
    let value: Int

    init(_ value: Int) {
        self.value = value
    }
}
