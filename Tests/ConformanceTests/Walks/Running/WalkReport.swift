// Teaches: what a failing walk prints: the architecture and scheduler, the seed to replay it, the
// whole event list with the failing step marked, the two screens side by side, and the real screen's
// rendering; or, when leaving the screen at the end went wrong, what stayed alive or in flight.
// Enough to replay the failure by hand or by seed.
import Architectures

enum WalkReport {
    static func failure<Model: ScreenModel>(
        architecture: Architecture, script: Script<Model>, step: Int,
        expected: Model.Snapshot, actual: Model.Snapshot, serverProblems: [String], rendering: String
    ) -> String {
        var lines = header(architecture: architecture, script: script, failingStep: step)
        if !serverProblems.isEmpty {
            lines.append("the walk could not program the server: " + serverProblems.joined(separator: "; "))
        }
        lines.append("after step \(step) the screen differs from the model:")
        lines.append(SnapshotDiff.sideBySide(model: expected.rows, real: actual.rows, realTitle: "real (\(architecture.displayName))"))
        lines.append("the real screen:")
        lines.append(rendering)
        return lines.joined(separator: "\n")
    }

    /// Every step matched, but leaving the screen at the end did not release it or cancel what it
    /// waited for (§2.5, §3.6).
    static func leaving<Model: ScreenModel>(
        architecture: Architecture, script: Script<Model>, problems: [String]
    ) -> String {
        var lines = header(architecture: architecture, script: script, failingStep: nil)
        lines.append("▶ the user goes back until the screen is popped (or, at the root of the app's stack, "
                     + "back to it, and the app lets the stack go), after the last step:")
        lines += problems
        return lines.joined(separator: "\n")
    }

    /// The architecture, the seed or starting point, and the events, `failingStep` marked.
    private static func header<Model: ScreenModel>(
        architecture: Architecture, script: Script<Model>, failingStep step: Int?
    ) -> [String] {
        var lines = ["A generated walk failed on \(architecture.displayName): \(script.start)"]
        if let seed = script.seed {
            lines.append("seed=\(RandomScripts.hex(seed))  (replay: \(RandomScripts.replayVariable)=\(RandomScripts.hex(seed)) swift test --filter ConformanceTests)")
        } else {
            lines.append("starting point: \(script.label)")
        }
        lines.append("events (step 0 is the screen appearing):")
        lines.append("\(step == 0 ? "▶" : " ")  0. the screen appears")
        for (offset, event) in script.events.enumerated() {
            let number = offset + 1
            let marker = number == step ? "▶" : " "
            let part = offset < script.prefixLength ? "[start] " : ""
            let after = step.map { number > $0 } == true ? "  (not run)" : ""
            lines.append("\(marker) \(pad(number)). \(part)\(event)\(after)")
        }
        return lines
    }

    private static func pad(_ number: Int) -> String {
        number < 10 ? " \(number)" : "\(number)"
    }
}
