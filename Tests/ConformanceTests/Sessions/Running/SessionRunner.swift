// Teaches: the heart of a generated session. The model runs over the whole sequence first (it is pure
// and fast); that prediction programs the server; then the real screen takes the same events one by
// one, and after every step its snapshot must equal the model's. The first difference ends the session.
import Architectures

@MainActor
enum SessionRunner {
    /// Runs `script` on `architecture`; returns a failure report, or nil when every step matched.
    static func run<Screen: DrivenScreen>(
        _ screenType: Screen.Type, architecture: Architecture, script: Script<Screen.Model>
    ) -> String? {
        var states = [Screen.Model.start(script.start)]
        for event in script.events {
            guard let last = states.last else { break }
            states.append(Screen.Model.step(last, event))
        }
        let plan = SessionPlan(logs: states.map { Screen.Model.requests(in: $0) },
                               landings: script.events.map { $0.landing })
        let server = SessionServer(start: script.start, plan: plan)
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
                return SessionReport.failure(
                    architecture: architecture, script: script, step: step, expected: expected, actual: actual,
                    serverProblems: server.problems, rendering: screen.rendering)
            }
        }
        return nil
    }
}
