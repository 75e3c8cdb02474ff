import Architectures
import BenchmarkCore
import Testing
@testable import BenchmarkSuites

/// The lifetime suite's figures, which are deterministic, pinned: a strongly captured block keeps
/// its screen six ticks (the backend's 300 ms) and still runs for it; a weak block frees the screen
/// but not the request; a weak delegate with a discrete manager frees both at once; and so does
/// every architecture's every screen. The claim judges exactly these.
@MainActor
@Suite("What stays alive when a screen goes while loading")
struct LifetimeFiguresTests: ReportFixtures {
    private func figures() throws -> [String: [String: Double]] {
        var byCase: [String: [String: Double]] = [:]
        for benchmarkCase in LifetimeSuite.cases(architectures: Architecture.allCases) {
            let outcome = try benchmarkCase.run(with: Runner(configuration: .quick))
            for result in outcome.results {
                byCase[result.identifier] = Dictionary(uniqueKeysWithValues: result.metrics.compactMap { metric in
                    metric.value.map { (metric.name, $0) }
                })
            }
        }
        return byCase
    }

    @Test("Block, weak block, delegate; and every architecture's screens")
    func pinned() throws {
        let byCase = try figures()
        #expect(byCase["lifetime/pop-while-loading/block-strong"]
            == ["in flight at pop": 1, "alive after pop": 1, "ticks until freed": 6, "requests cancelled": 0,
                "answers after pop": 1, "callbacks after pop": 1])
        #expect(byCase["lifetime/pop-while-loading/block-weak"]
            == ["in flight at pop": 1, "alive after pop": 0, "ticks until freed": 0, "requests cancelled": 0,
                "answers after pop": 1, "callbacks after pop": 0])
        #expect(byCase["lifetime/pop-while-loading/delegate"]
            == ["in flight at pop": 1, "alive after pop": 0, "ticks until freed": 0, "requests cancelled": 1,
                "answers after pop": 0, "callbacks after pop": 0])
        for architecture in Architecture.allCases {
            for (screen, flying) in [("login", 1.0), ("subject-list", 2.0)] {
                #expect(byCase["lifetime/pop-while-loading/\(screen)/\(architecture.displayName)"]
                    == ["in flight at pop": flying, "alive after pop": 0, "ticks until freed": 0,
                        "requests cancelled": flying, "answers after pop": 0])
            }
        }
    }
}
