import Architectures
import BenchmarkCore
import Testing
@testable import BenchmarkSuites

/// Every case's check passes when its work runs once, untimed: the screens show what the spec says
/// and the reformer paths agree. Nothing here is timed or asserts anything about time.
///
/// The list's and the reformers' sizes stop at 1,000 subjects here: a case of 100,000 runs the same
/// work and the same check on a larger fixture, which a debug build takes minutes over, and every
/// run of the benchmark checks it before timing it.
@MainActor
@Suite("Every case checks out when run once")
struct CaseCheckTests {
    /// The sizes checked here: every size of the benchmark's up to 1,000 subjects.
    private static func upTo1000(_ counts: [Int]) -> [Int] {
        counts.filter { $0 <= 1_000 }
    }

    private func verify(_ cases: [any BenchmarkCase]) {
        #expect(!cases.isEmpty)
        for benchmarkCase in cases {
            do {
                try benchmarkCase.verify()
            } catch {
                Issue.record("\(benchmarkCase.identity.identifier): \(error)")
            }
        }
    }

    @Test("Propagation cases, per architecture", arguments: Architecture.allCases)
    func propagation(architecture: Architecture) {
        verify(PropagationSuite.cases(architectures: [architecture], subjectCounts: Self.upTo1000(PropagationSuite.subjectCounts)))
    }

    @Test("A list landing's first phase, per architecture, read its own way into the spec's cells",
          arguments: Architecture.allCases)
    func landingPhases(architecture: Architecture) {
        verify(LandingPhaseSuite.cases(architectures: [architecture], subjectCounts: [10, 1_000]))
    }

    @Test("Lifetime cases: the requests were in flight when each screen went")
    func lifetime() {
        verify(LifetimeSuite.cases(architectures: Architecture.allCases))
    }

    @Test("Binding kit cases")
    func binding() {
        verify(BindingSuite.cases())
    }

    @Test("Reformer cases: every path agrees and gives the spec's cells")
    func reformers() {
        verify(ReformerSuite.cases(subjectCounts: Self.upTo1000(ReformerSuite.subjectCounts)))
    }

    @Test("A huge payload is read whole, in bounded memory (checked at 1 MB; the benchmark runs 10 and 100)")
    func hugePayload() throws {
        let work = try HugePayloadWork.shared(megabytes: 1)
        #expect(work.raw.count >= 1_000_000)
        #expect(work.subjectCount > 10_000)
        work.run(iterations: 1)
        try work.check()
    }

    @Test("The glue-code count finds every architecture's sources and adds up")
    func glue() {
        verify([GlueCase(architectures: Architecture.allCases, locator: PackageRootLocator(explicitRoot: nil))])
    }

    @Test("A case run through the runner once checks before and after measuring")
    func timedRun() throws {
        let configuration = MeasurementConfiguration(
            sampleCount: 15, warmupNanoseconds: 0, targetSampleNanoseconds: 1, maximumIterationsPerSample: 1,
            allocationIterations: 1
        )
        let keystroke = try #require(PropagationSuite.cases(architectures: [.mvc]).first)
        let outcome = try keystroke.run(with: Runner(configuration: configuration))
        let result = try #require(outcome.results.first)
        #expect(result.identifier == "propagation/keystroke/MVC")
        #expect(result.metrics.map(\.name)
            == ["time per event", "allocations per event", "bytes allocated per event", "peak resident memory",
                "peak at start-up", "peak after the fixture", "peak after set-up"])
    }
}
