import SharedModel
import Testing

/// The test clock: work runs only when a test moves time, in due order.
@MainActor
struct ManualSchedulerTests {
    let scheduler = ManualScheduler()
    let log = Box<String>()

    private func record(_ name: String) -> @MainActor () -> Void {
        { [log] in log.values.append(name) }
    }

    @Test("Nothing runs until the test moves time")
    func nothingRunsByItself() {
        scheduler.schedule(after: .zero, record("a"))
        scheduler.schedule(after: .seconds(1), record("b"))
        #expect(log.values.isEmpty)
        #expect(scheduler.pendingCount == 2)
        #expect(scheduler.now == .zero)
    }

    @Test("Work runs in due-time order, ties in scheduling order")
    func order() {
        scheduler.schedule(after: .milliseconds(20), record("a"))
        scheduler.schedule(after: .milliseconds(10), record("b"))
        scheduler.schedule(after: .milliseconds(10), record("c"))
        scheduler.schedule(after: .zero, record("d"))
        scheduler.schedule(after: .milliseconds(20), record("e"))
        scheduler.schedule(after: .milliseconds(10), record("f"))
        #expect(scheduler.runUntilIdle() == 6)
        #expect(log.values == ["d", "b", "c", "f", "a", "e"])
    }

    @Test("advance runs only the work that falls due, including work due exactly at the target")
    func advanceRunsOnlyDueWork() {
        scheduler.schedule(after: .milliseconds(10), record("10"))
        scheduler.schedule(after: .milliseconds(20), record("20"))
        scheduler.schedule(after: .milliseconds(30), record("30"))

        scheduler.advance(by: .milliseconds(15))
        #expect(log.values == ["10"])
        #expect(scheduler.now == .milliseconds(15))
        #expect(scheduler.pendingCount == 2)

        scheduler.advance(by: .milliseconds(5))
        #expect(log.values == ["10", "20"])
        #expect(scheduler.now == .milliseconds(20))

        scheduler.advance(by: .zero)
        #expect(log.values == ["10", "20"])

        scheduler.advance(by: .seconds(1))
        #expect(log.values == ["10", "20", "30"])
        #expect(scheduler.now == .milliseconds(1_020))
        #expect(scheduler.pendingCount == 0)
    }

    @Test("The clock reads each piece's due time while it runs")
    func clockDuringRun() {
        let times = Box<Duration>()
        for delay in [Duration.milliseconds(7), .milliseconds(3)] {
            scheduler.schedule(after: delay) { [scheduler] in times.values.append(scheduler.now) }
        }
        scheduler.advance(by: .seconds(1))
        #expect(times.values == [.milliseconds(3), .milliseconds(7)])
    }

    @Test("Delays count from the time of scheduling")
    func delaysFromNow() {
        scheduler.advance(by: .seconds(5))
        scheduler.schedule(after: .seconds(1), record("a"))
        scheduler.advance(by: .milliseconds(999))
        #expect(log.values.isEmpty)
        scheduler.advance(by: .milliseconds(1))
        #expect(log.values == ["a"])
    }

    @Test("A negative delay counts as zero; a negative advance counts as zero")
    func negatives() {
        scheduler.advance(by: .seconds(1))
        scheduler.schedule(after: .seconds(-5), record("now"))
        scheduler.schedule(after: .milliseconds(1), record("later"))
        scheduler.advance(by: .seconds(-3))
        #expect(scheduler.now == .seconds(1))
        #expect(log.values == ["now"])
    }

    @Test("Work scheduled while advancing runs in the same advance if it falls due")
    func advanceRunsNewDueWork() {
        scheduler.schedule(after: .milliseconds(10)) { [scheduler, log] in
            log.values.append("outer")
            scheduler.schedule(after: .milliseconds(5)) { log.values.append("inner, due at 15") }
            scheduler.schedule(after: .milliseconds(50)) { log.values.append("inner, due at 60") }
        }
        scheduler.advance(by: .milliseconds(20))
        #expect(log.values == ["outer", "inner, due at 15"])
        #expect(scheduler.pendingCount == 1)
    }

    @Test("runUntilIdle runs work scheduled while running, and advances the clock to it")
    func runUntilIdleRunsNewWork() {
        scheduler.schedule(after: .seconds(1)) { [scheduler, log] in
            log.values.append("first")
            scheduler.schedule(after: .seconds(2)) {
                log.values.append("second")
                scheduler.schedule(after: .zero) { log.values.append("third") }
            }
        }
        #expect(scheduler.runUntilIdle() == 3)
        #expect(log.values == ["first", "second", "third"])
        #expect(scheduler.now == .seconds(3))
        #expect(scheduler.pendingCount == 0)
    }

    @Test("Cancelled work never runs and is not counted")
    func cancelledWorkNeverRuns() {
        let a = scheduler.schedule(after: .milliseconds(1), record("a"))
        let b = scheduler.schedule(after: .milliseconds(2), record("b"))
        a.cancel()
        #expect(a.isCancelled)
        #expect(scheduler.pendingCount == 1)
        #expect(scheduler.runUntilIdle() == 1)
        #expect(log.values == ["b"])
        #expect(!a.hasRun)
        #expect(b.hasRun)

        let c = scheduler.schedule(after: .milliseconds(1), record("c"))
        c.cancel()
        scheduler.advance(by: .seconds(1))
        #expect(log.values == ["b"])
    }

    @Test("Work cancelled by earlier work in the same run never runs")
    func cancelledDuringRun() {
        let victim = Box<ScheduledWork>()
        scheduler.schedule(after: .milliseconds(1)) { [log] in
            log.values.append("canceller")
            victim.last?.cancel()
        }
        victim.values.append(scheduler.schedule(after: .milliseconds(2), record("victim")))
        scheduler.advance(by: .seconds(1))
        #expect(log.values == ["canceller"])
    }

    @Test("Work runs once: cancelling after it ran changes nothing")
    func runsOnce() {
        let work = scheduler.schedule(after: .zero, record("a"))
        scheduler.runUntilIdle()
        work.cancel()
        scheduler.runUntilIdle()
        scheduler.advance(by: .seconds(1))
        #expect(log.values == ["a"])
        #expect(work.hasRun)
    }

    @Test("The runaway limit stops a loop that keeps rescheduling itself", arguments: [1, 50, 1_000])
    func runawayLimit(limit: Int) {
        let loop = Rescheduler(scheduler)
        loop.start()
        #expect(scheduler.runUntilIdle(limit: limit) == limit)
        #expect(loop.runs == limit)
        #expect(scheduler.pendingCount == 1)
        // It stopped the loop, not the scheduler: the next call goes on.
        #expect(scheduler.runUntilIdle(limit: 3) == 3)
        #expect(loop.runs == limit + 3)
    }

    @Test("The default limit also stops a runaway loop")
    func defaultLimit() {
        let loop = Rescheduler(scheduler)
        loop.start()
        #expect(scheduler.runUntilIdle() == 100_000)
        #expect(loop.runs == 100_000)
    }
}

/// Work that schedules itself again every time it runs.
@MainActor
private final class Rescheduler {
    let scheduler: any Scheduler
    private(set) var runs = 0

    init(_ scheduler: any Scheduler) { self.scheduler = scheduler }

    func start() {
        scheduler.schedule(after: .milliseconds(1)) { [self] in
            runs += 1
            start()
        }
    }
}
