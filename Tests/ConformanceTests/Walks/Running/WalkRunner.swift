// Teaches: the heart of a generated walk. The model runs over the whole sequence first (it is pure
// and fast); that prediction programs the server; then the real screen takes the same events one by
// one, and after every step its snapshot must equal the model's. The first difference ends the walk.
import Architectures

@MainActor
enum WalkRunner {
    /// Runs `script` on `architecture`; returns a failure report, or nil when every step matched.
    static func run<Screen: DrivenScreen>(
        _ screenType: Screen.Type, architecture: Architecture, script: Script<Screen.Model>
    ) -> String? {
        var states = [Screen.Model.start(script.start)]
        for event in script.events {
            guard let last = states.last else { break }
            states.append(Screen.Model.step(last, event))
        }
        let plan = WalkPlan(logs: states.map { Screen.Model.requests(in: $0) },
                            landings: script.events.map { $0.landing })
        let server = WalkServer(start: script.start, plan: plan)
        server.program(step: 0)
        let screen = Screen(architecture: architecture, server: server)
        server.settle()
        for (step, state) in states.enumerated() {
            if step > 0 {
                server.program(step: step)
                screen.perform(script.events[step - 1])
                server.settle()
            }
            let expected = Screen.Model.screen(state)
            let actual = screen.read()
            if expected != actual || !server.problems.isEmpty {
                return WalkReport.failure(
                    architecture: architecture, script: script, step: step, expected: expected, actual: actual,
                    serverProblems: server.problems, rendering: screen.rendering)
            }
        }
        guard let last = states.last else { return nil }
        let problems = leave(screen, server: server, expected: Screen.Model.requestsAfterLeaving(last))
        guard !problems.isEmpty else { return nil }
        return WalkReport.leaving(architecture: architecture, script: script, problems: problems)
    }

    /// Rule "screen.leaving" (§2.5, §3.6): every walk ends with the user going back until the
    /// screen under test is gone, whatever it still waits for; when it is the root of the app's stack (a
    /// walk from a link, §7.4), back to it, and then the app lets the stack go. At once, every object
    /// of every screen left is released and every request still in flight is cancelled; afterwards,
    /// when every answer still due has had its time, nothing has changed: no request sent, no answer
    /// landed.
    private static func leave<Screen: DrivenScreen>(
        _ screen: Screen, server: WalkServer, expected: [ModelRequest]
    ) -> [String] {
        var problems: [String] = []
        let signedIn = server.environment.sessionStore.session != nil
        let left = screen.leave()
        let alive = left.alive
        if !alive.isEmpty {
            problems.append("still alive at once after the pop: " + alive.joined(separator: ", "))
        }
        let expectedLog = RequestLogSnapshot(expected)
        let atPop = ScreenReader.requests(server.backend)
        if atPop != expectedLog {
            problems.append("requests at once after the pop:\n"
                + SnapshotDiff.sideBySide(model: expectedLog.rows, real: atPop.rows, realTitle: "real"))
        }
        server.drain()
        if ScreenReader.requests(server.backend) != atPop {
            problems.append("requests changed after the pop, once every answer was due:\n"
                + SnapshotDiff.sideBySide(model: atPop.rows, real: ScreenReader.requests(server.backend).rows,
                                          modelTitle: "at the pop", realTitle: "later"))
        }
        if (server.environment.sessionStore.session != nil) != signedIn {
            problems.append("an answer reached the session store after the pop")
        }
        return problems
    }
}
