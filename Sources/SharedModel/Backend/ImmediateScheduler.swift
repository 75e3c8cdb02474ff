/// A scheduler that runs work at once, ignoring the delay: the benchmark's, so that a measured round
/// trip is all computation.
///
/// Work scheduled while other work runs waits until that finishes (a trampoline), so deep chains of
/// callbacks never nest on the stack.
@MainActor
public final class ImmediateScheduler: Scheduler {
    private var queue: [ScheduledWork] = []
    private var isDraining = false

    public init() {}

    @discardableResult
    public func schedule(after delay: Duration, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
        let item = ScheduledWork(work)
        queue.append(item)
        if !isDraining { drain() }
        return item
    }

    private func drain() {
        isDraining = true
        defer { isDraining = false }
        var index = 0
        while index < queue.count {
            queue[index].run()
            index += 1
        }
        queue.removeAll(keepingCapacity: true)
    }
}
