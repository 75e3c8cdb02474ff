// Teaches: running many walks as one test: each failure is recorded as an issue with its full
// report (never a crash), and after a few failures the test stops, because the first failures of a
// broken architecture say everything the next thousand would.
import Architectures
import Testing

@MainActor
enum WalkCheck {
    static let reportedFailures = 3

    static func run<Screen: DrivenScreen>(
        _ screenType: Screen.Type, architecture: Architecture, scripts: [Script<Screen.Model>],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(!scripts.isEmpty, "no walk was generated", sourceLocation: sourceLocation)
        var failures = 0
        for (number, script) in scripts.enumerated() {
            guard let report = WalkRunner.run(screenType, architecture: architecture, script: script) else { continue }
            failures += 1
            Issue.record(Comment(rawValue: "walk \(number + 1) of \(scripts.count)\n" + report),
                         sourceLocation: sourceLocation)
            if failures >= reportedFailures {
                Issue.record(Comment(rawValue: "stopped after \(failures) failing walks; \(number + 1) of "
                                     + "\(scripts.count) were run"), sourceLocation: sourceLocation)
                return
            }
        }
    }
}
