/// Keeps `value` alive and opaque to the optimizer, so measured work is not removed as dead code.
///
/// Not inlinable and not optimized: the compiler cannot see that the argument is unused, even with
/// cross-module optimization.
@inline(never)
@_optimize(none)
public func blackHole<T>(_ value: T) {}
