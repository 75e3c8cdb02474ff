// Teaches: what a failing session prints: the architecture and scheduler, the seed to replay it, the
// whole event list with the failing step marked, the two screens side by side, and the real screen's
// rendering. Enough to replay the failure by hand or by seed.
import Architectures

enum SessionReport {
    static func failure<Model: ScreenModel>(
        architecture: Architecture, script: Script<Model>, step: Int,
        expected: Model.Snapshot, actual: Model.Snapshot, serverProblems: [String], rendering: String
    ) -> String {
        var lines = ["A generated session failed on \(architecture.displayName): \(script.start)"]
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
            let after = number > step ? "  (not run)" : ""
            lines.append("\(marker) \(pad(number)). \(part)\(event)\(after)")
        }
        if !serverProblems.isEmpty {
            lines.append("the session could not program the server: " + serverProblems.joined(separator: "; "))
        }
        lines.append("after step \(step) the screen differs from the model:")
        lines.append(SnapshotDiff.sideBySide(model: expected.rows, real: actual.rows, realTitle: "real (\(architecture.displayName))"))
        lines.append("the real screen:")
        lines.append(rendering)
        return lines.joined(separator: "\n")
    }

    private static func pad(_ number: Int) -> String {
        number < 10 ? " \(number)" : "\(number)"
    }
}
