import SharedModel
import Testing

/// The benchmark's scheduler: at once, but never nested.
@MainActor
struct ImmediateSchedulerTests {
    let scheduler = ImmediateScheduler()
    let log = Box<String>()

    @Test("Work runs during schedule(), whatever the delay")
    func synchronous() {
        let work = scheduler.schedule(after: .seconds(60)) { [log] in log.values.append("ran") }
        #expect(log.values == ["ran"])
        #expect(work.hasRun)
    }

    @Test("Work scheduled while work runs waits until it finishes: FIFO, no nesting")
    func trampoline() {
        scheduler.schedule(after: .zero) { [scheduler, log] in
            log.values.append("A start")
            scheduler.schedule(after: .seconds(5)) {
                log.values.append("B start")
                scheduler.schedule(after: .zero) { log.values.append("D") }
                log.values.append("B end")
            }
            scheduler.schedule(after: .zero) { log.values.append("C") }
            log.values.append("A end")
        }
        #expect(log.values == ["A start", "A end", "B start", "B end", "C", "D"])
    }

    @Test("Work scheduled and cancelled while other work runs never runs")
    func cancelWhileDraining() {
        scheduler.schedule(after: .zero) { [scheduler, log] in
            let doomed = scheduler.schedule(after: .zero) { log.values.append("doomed") }
            #expect(!doomed.hasRun)
            doomed.cancel()
            log.values.append("outer")
        }
        scheduler.schedule(after: .zero) { [log] in log.values.append("next") }
        #expect(log.values == ["outer", "next"])
    }

    @Test("A long chain of work scheduling work does not grow the stack")
    func longChain() {
        let loop = CountedChain(scheduler, remaining: 200_000)
        loop.step()
        #expect(loop.remaining == 0)
    }
}

/// Work that schedules its next step until a count runs out.
@MainActor
private final class CountedChain {
    let scheduler: any Scheduler
    private(set) var remaining: Int

    init(_ scheduler: any Scheduler, remaining: Int) {
        self.scheduler = scheduler
        self.remaining = remaining
    }

    func step() {
        guard remaining > 0 else { return }
        remaining -= 1
        scheduler.schedule(after: .zero) { [self] in step() }
    }
}
