// Teaches: how a walk controls the one fake backend both screens talk to. With the manual
// scheduler, before each step it programs the requests that step will send: a one-time fault for the
// planned answer (or none, for the backend's own answer) and a latency that makes it due during the
// step that lands it; after each step it moves the clock one step on. With the immediate scheduler it
// keeps a standing fault per route, changed by `serverAnswers` events.
import SharedModel

@MainActor
final class WalkServer {
    let environment: AppEnvironment
    /// Where the walk starts: the real screen is built as it says too (opened from a link, §7.4).
    let start: WalkStart
    private let manualScheduler: ManualScheduler?
    private let plan: WalkPlan
    /// What the walk could not program as planned; a non-empty list fails the walk.
    private(set) var problems: [String] = []

    init(start: WalkStart, plan: WalkPlan) {
        self.start = start
        self.plan = plan
        switch start.scheduler {
        case .manual:
            let scheduler = ManualScheduler()
            manualScheduler = scheduler
            environment = AppEnvironment(scheduler: scheduler, theme: start.theme)
        case .immediate:
            manualScheduler = nil
            environment = AppEnvironment(scheduler: ImmediateScheduler(), theme: start.theme)
            for (route, answer) in start.standing { stand(route, answer) }
        }
    }

    var backend: FakeBackend { environment.backend }

    /// Manual scheduler: programs the answers of the requests `step` will send. Faults and latencies
    /// are per route, and a route is a kind of request: every subject's `GET /subjects/<id>` is the
    /// one route `.subjectDetails`. No step sends two requests to one route: a selection or the
    /// subject's Retry sends its details alone, Switch Off its switch-off alone.
    func program(step: Int) {
        guard manualScheduler != nil else { return }
        var programmed: Set<Route> = []
        var timeoutProgrammed = false
        for entry in plan.sent(at: step) {
            guard programmed.insert(entry.route).inserted else {
                problems.append("step \(step) sends two requests to \(entry.route.path); the walk can program one")
                continue
            }
            backend.clearFaults(on: entry.route)
            let sentAt = WalkClock.start(of: step) + (entry.sentWhileLanding ? WalkClock.landingMilliseconds : 0)
            guard let landsAt = entry.landsAt, let answer = entry.answer else {
                backend.routeLatency[entry.route] = WalkClock.never
                continue
            }
            let delay = Duration.milliseconds(WalkClock.start(of: landsAt) + WalkClock.landingMilliseconds - sentAt)
            if let fault = answer.fault { backend.inject(fault, on: entry.route, once: true) }
            if answer == .timeout {
                // The backend times out after its one time-out interval, whatever the route.
                if timeoutProgrammed { problems.append("step \(step) sends two requests that time out") }
                timeoutProgrammed = true
                backend.timeoutInterval = delay
            } else {
                backend.routeLatency[entry.route] = delay
            }
        }
    }

    /// Manual scheduler: moves the clock to the next step, landing what is due on the way.
    func settle() {
        manualScheduler?.advance(by: .milliseconds(WalkClock.stepMilliseconds))
    }

    /// Manual scheduler: lands everything still due, however far off; what was cancelled never lands.
    func drain() {
        manualScheduler?.runUntilIdle()
    }

    /// Immediate scheduler: every later request to `route` gets `answer`.
    func stand(_ route: Route, _ answer: ServerAnswer) {
        backend.clearFaults(on: route)
        if let fault = answer.fault { backend.inject(fault, on: route, once: false) }
    }

    func toggleTheme() {
        let store = environment.themeStore
        store.apply(store.current == .day ? .night : .day)
    }
}
