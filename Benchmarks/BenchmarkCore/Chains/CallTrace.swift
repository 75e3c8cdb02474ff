import CCallTrace

/// The function-entry trace of a tracing build: the address of every function of the package's
/// Swift modules entered while recording, in the order they ran, to be named afterwards like a call
/// stack's addresses (``CallStack/name(_:with:)``).
///
/// Only a build made with `-sanitize-coverage=func,trace-pc-guard` (`bash Benchmarks/measure-chains`
/// makes one) calls the trace at each function entry; in any other build ``isAvailable`` is false
/// and a recording is empty. Unlike a call stack taken when a widget changes, the trace cannot miss
/// a call that returned before the change, such as an action handler whose screen is updated in a
/// later pass.
public enum CallTrace {
    /// Whether this executable traces function entries.
    public static var isAvailable: Bool {
        call_trace_is_instrumented() != 0
    }

    /// The addresses of the functions entered while `body` ran, in order, and how many more were
    /// entered than `capacity` holds (any is a recording too small to trust).
    public static func record(capacity: Int = 1 << 21, _ body: () -> Void) -> (entries: [UInt], dropped: Int) {
        let buffer = UnsafeMutablePointer<UInt>.allocate(capacity: capacity)
        defer { buffer.deallocate() }
        call_trace_start(buffer, capacity)
        body()
        let count = call_trace_stop()
        return (Array(UnsafeBufferPointer(start: buffer, count: count)), call_trace_dropped())
    }
}
