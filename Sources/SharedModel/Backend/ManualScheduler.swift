/// A scheduler whose clock moves only when a test moves it.
///
/// Work is kept in due-time order (ties in scheduling order) and runs only from ``advance(by:)`` or
/// ``runUntilIdle()``, so a test can look at a screen while its request is still in flight.
@MainActor
public final class ManualScheduler: Scheduler {
    /// The scheduler's clock, from zero at creation.
    public private(set) var now: Duration = .zero
    private var queue: [(due: Duration, order: Int, work: ScheduledWork)] = []
    private var nextOrder = 0

    public init() {}

    @discardableResult
    public func schedule(after delay: Duration, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
        let item = ScheduledWork(work)
        let due = now + max(delay, .zero)
        let entry = (due: due, order: nextOrder, work: item)
        nextOrder += 1
        let position = queue.firstIndex { ($0.due, $0.order) > (due, entry.order) } ?? queue.endIndex
        queue.insert(entry, at: position)
        return item
    }

    /// How many pieces of work are waiting and not cancelled.
    public var pendingCount: Int { queue.filter { !$0.work.isCancelled }.count }

    /// Moves the clock forward, running everything that falls due on the way, in order.
    public func advance(by interval: Duration) {
        let target = now + max(interval, .zero)
        while let first = queue.first, first.due <= target {
            queue.removeFirst()
            now = first.due
            first.work.run()
        }
        now = target
    }

    /// Runs everything waiting, moving the clock to each piece's due time, including work scheduled
    /// while running. Stops after `limit` pieces so that a loop that keeps scheduling cannot hang a
    /// test; returns how many ran.
    @discardableResult
    public func runUntilIdle(limit: Int = 100_000) -> Int {
        var ran = 0
        while ran < limit, let first = queue.first {
            queue.removeFirst()
            now = max(now, first.due)
            if !first.work.isCancelled { ran += 1 }
            first.work.run()
        }
        return ran
    }
}
