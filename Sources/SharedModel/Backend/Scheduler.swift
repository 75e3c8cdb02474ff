/// Decides when the fake backend's responses land.
///
/// Tests use ``ManualScheduler`` to hold a request in flight and release it when they choose; the
/// benchmark uses ``ImmediateScheduler`` so that measured work has no waiting in it.
@MainActor
public protocol Scheduler: AnyObject {
    /// Runs `work` after `delay` of the scheduler's time. Cancelling the returned work before it runs
    /// means it never runs.
    @discardableResult
    func schedule(after delay: Duration, _ work: @escaping @MainActor () -> Void) -> ScheduledWork
}

/// A piece of work a scheduler will run; cancel it to make sure it never does.
@MainActor
public final class ScheduledWork {
    public private(set) var isCancelled = false
    public private(set) var hasRun = false
    private var work: (@MainActor () -> Void)?

    init(_ work: @escaping @MainActor () -> Void) { self.work = work }

    public func cancel() {
        isCancelled = true
        work = nil
    }

    func run() {
        guard !isCancelled, let work else { return }
        self.work = nil
        hasRun = true
        work()
    }
}
