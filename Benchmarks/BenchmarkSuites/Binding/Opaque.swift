/// Returns `value` unchanged, through a call the optimizer cannot see into: what comes out is
/// unknown at compile time, so work done with it (a closure call) cannot be specialized, inlined or
/// removed. Used only while setting work up, never inside a timed loop.
@inline(never)
@_optimize(none)
func opaque<T>(_ value: T) -> T {
    value
}
