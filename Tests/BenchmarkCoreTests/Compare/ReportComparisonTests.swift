import Foundation
import Testing
@testable import BenchmarkCore

@Suite struct ReportComparisonTests {
    private func compare(_ base: BenchmarkReport, _ head: BenchmarkReport, threshold: Double = 0.15) -> ReportComparison {
        ReportComparison(base: base, head: head, threshold: threshold)
    }

    @Test func unchangedPasses() {
        let comparison = compare(Fixtures.report(), Fixtures.report())
        #expect(comparison.exitCode == 0)
        #expect(comparison.entries.count == 4)
        #expect(comparison.entries.allSatisfy { $0.status == .ok })
        #expect(comparison.markdown().contains("**Result: pass**"))
    }

    @Test func deterministicChangeFails() {
        let comparison = compare(Fixtures.report(lines: 120), Fixtures.report(lines: 121))
        #expect(comparison.exitCode == 1)
        #expect(comparison.failures.map(\.key.metric) == ["lines"])
        #expect(comparison.failures.first?.status == .changed)
        #expect(comparison.markdown().contains("**Result: FAIL**"))
    }

    @Test func deterministicDecreaseAlsoFails() {
        // Fewer allocations is good news, but the baseline must be updated knowingly.
        #expect(compare(Fixtures.report(allocations: 3), Fixtures.report(allocations: 2)).exitCode == 1)
    }

    @Test func allocationsBecomingUnavailableFails() {
        #expect(compare(Fixtures.report(allocations: 3), Fixtures.report(allocations: nil)).exitCode == 1)
        #expect(compare(Fixtures.report(allocations: nil), Fixtures.report(allocations: nil)).exitCode == 0)
    }

    @Test func ratioRegressionPastThresholdFails() {
        let comparison = compare(Fixtures.report(ratio: 1.5), Fixtures.report(ratio: 1.5 * 1.2))
        #expect(comparison.exitCode == 1)
        #expect(comparison.failures.first?.status == .slower)
        #expect(comparison.failures.first?.key.metric == "vs MVC")
    }

    @Test(arguments: [0.9, 1.0, 1.10, 1.15])
    func ratioWithinThresholdOrBetterPasses(factor: Double) {
        #expect(compare(Fixtures.report(ratio: 2), Fixtures.report(ratio: 2 * factor)).exitCode == 0)
    }

    @Test func ratioImprovementPassesAndIsLabelled() {
        let comparison = compare(Fixtures.report(ratio: 2), Fixtures.report(ratio: 1))
        #expect(comparison.exitCode == 0)
        #expect(comparison.entries.contains { $0.status == .faster })
    }

    @Test func thresholdIsConfigurable() {
        let base = Fixtures.report(ratio: 1)
        let head = Fixtures.report(ratio: 1.1)
        #expect(compare(base, head, threshold: 0.15).exitCode == 0)
        #expect(compare(base, head, threshold: 0.05).exitCode == 1)
    }

    @Test func higherIsBetterRatiosRegressDownwards() {
        func report(_ value: Double) -> BenchmarkReport {
            var report = Fixtures.report()
            report.results = [BenchmarkResult(suite: "s", caseName: "c", metrics: [
                Metric(name: "speed-up", value: value, unit: "×", kind: .ratio, lowerIsBetter: false),
            ])]
            return report
        }
        #expect(compare(report(2), report(1.5)).exitCode == 1)
        #expect(compare(report(2), report(3)).exitCode == 0)
    }

    @Test(arguments: [2.0, 0.5, 100.0])
    func absoluteTimesNeverGate(factor: Double) {
        let comparison = compare(Fixtures.report(time: 100), Fixtures.report(time: 100 * factor))
        #expect(comparison.exitCode == 0)
        let time = comparison.entries.first { $0.key.metric == "time per event" }
        // The fixture keeps no samples to test, so a move past the threshold is undecided.
        #expect(time?.status == .undecided)
        #expect(time?.gates == false)
        #expect(time?.relativeChange == factor - 1)
    }

    @Test func missingGatedFiguresFailNewOnesDoNot() {
        var head = Fixtures.report()
        head.results.removeLast()
        let missing = compare(Fixtures.report(), head)
        #expect(missing.exitCode == 1)
        #expect(missing.failures.map(\.status) == [.missing])

        let added = compare(head, Fixtures.report())
        #expect(added.exitCode == 0)
        #expect(added.entries.last?.status == .new)
    }

    @Test func missingTimeDoesNotGate() {
        var head = Fixtures.report()
        head.results[0].metrics.removeFirst()
        let comparison = compare(Fixtures.report(), head)
        #expect(comparison.exitCode == 0)
        #expect(comparison.entries.first?.status == .missing)
    }

    @Test func parametersAreMatchedExactly() {
        var head = Fixtures.report()
        head.results[0].parameters = ["events": "20"]
        let comparison = compare(Fixtures.report(), head)
        // The old figures are missing, the new ones new: a different case, not a change.
        #expect(comparison.entries.filter { $0.status == .missing }.count == 3)
        #expect(comparison.entries.filter { $0.status == .new }.count == 3)
    }

    @Test func mismatchedConditionsAreNoted() {
        let comparison = compare(Fixtures.report(quick: false), Fixtures.report(quick: true, build: .debug))
        #expect(comparison.exitCode == 0)
        #expect(comparison.notes.contains { $0.contains("DEBUG BUILD in head") })
        #expect(comparison.notes.contains { $0.contains("Modes differ") })
        #expect(comparison.markdown().contains("Note: Modes differ"))
    }

    @Test func failOnDeterministicReportsRatioRegressionsWithoutFailing() {
        let base = Fixtures.report(ratio: 1.5)
        let head = Fixtures.report(ratio: 1.5 * 2)
        let comparison = ReportComparison(base: base, head: head, threshold: 0.15, failOn: .deterministic)
        #expect(comparison.exitCode == 0)
        #expect(comparison.entries.first { $0.key.metric == "vs MVC" }?.status == .slower)
        #expect(comparison.reportedNotGated.map(\.key.metric) == ["vs MVC"])
        let markdown = comparison.markdown()
        #expect(markdown.contains("**Result: pass**"))
        #expect(markdown.contains("## Reported, not gated"))
        #expect(markdown.contains("--fail-on deterministic"))
        // The same regression fails under the default policy.
        #expect(ReportComparison(base: base, head: head, threshold: 0.15, failOn: .all).exitCode == 1)
    }

    @Test func failOnDeterministicStillFailsOnDeterministicChanges() {
        let lines = ReportComparison(base: Fixtures.report(lines: 120), head: Fixtures.report(lines: 119), failOn: .deterministic)
        #expect(lines.exitCode == 1)
        #expect(lines.failures.map(\.key.metric) == ["lines"])
        let allocations = ReportComparison(
            base: Fixtures.report(allocations: 3), head: Fixtures.report(allocations: nil), failOn: .deterministic
        )
        #expect(allocations.exitCode == 1)
    }

    @Test func failOnDeterministicIgnoresMissingRatiosButNotMissingCounts() {
        var head = Fixtures.report()
        head.results[0].metrics.removeLast()
        #expect(ReportComparison(base: Fixtures.report(), head: head, failOn: .deterministic).exitCode == 0)
        #expect(ReportComparison(base: Fixtures.report(), head: head, failOn: .all).exitCode == 1)
        head.results.removeLast()
        let missingLines = ReportComparison(base: Fixtures.report(), head: head, failOn: .deterministic)
        #expect(missingLines.exitCode == 1)
        #expect(missingLines.failures.map(\.status) == [.missing])
    }

    @Test(arguments: FailurePolicy.allCases)
    func policiesNeverGateOnTimesOrNewFigures(policy: FailurePolicy) {
        for status in ComparisonStatus.allCases {
            #expect(!policy.gates(kind: .time, status: status))
            #expect(!policy.gates(kind: .memory, status: status))
        }
        for kind in MetricKind.allCases {
            #expect(!policy.gates(kind: kind, status: .new))
            #expect(!policy.gates(kind: kind, status: .ok))
            #expect(!policy.gates(kind: kind, status: .improved))
            #expect(!policy.gates(kind: kind, status: .faster))
            #expect(!policy.gates(kind: kind, status: .undecided))
        }
        #expect(policy.gates(kind: .deterministic, status: .changed))
        #expect(policy.gates(kind: .ratio, status: .slower) == (policy == .all))
        #expect(policy.gates(kind: .instructions, status: .regressed))
    }

    @Test func runHonoursFailOn() throws {
        let directory = try TemporaryDirectory()
        let base = directory.path + "/base.json"
        let head = directory.path + "/head.json"
        try Fixtures.report(ratio: 1).jsonData().write(to: URL(fileURLWithPath: base))
        try Fixtures.report(ratio: 3).jsonData().write(to: URL(fileURLWithPath: head))
        #expect(ReportComparison.run(CompareOptions(basePath: base, headPath: head)).exitCode == 1)
        #expect(ReportComparison.run(CompareOptions(basePath: base, headPath: head, failOn: .deterministic)).exitCode == 0)
    }

    @Test func runReadsFilesAndReportsUnreadableInput() throws {
        let directory = try TemporaryDirectory()
        let base = directory.path + "/base.json"
        let head = directory.path + "/head.json"
        try Fixtures.report().jsonData().write(to: URL(fileURLWithPath: base))
        try Fixtures.report(lines: 200).jsonData().write(to: URL(fileURLWithPath: head))

        let same = ReportComparison.run(CompareOptions(basePath: base, headPath: base))
        #expect(same.exitCode == 0)
        let changed = ReportComparison.run(CompareOptions(basePath: base, headPath: head))
        #expect(changed.exitCode == 1)
        #expect(changed.output.contains("| glue-code | all/all | MVVM |"))
        let unreadable = ReportComparison.run(CompareOptions(basePath: base, headPath: directory.path + "/none.json"))
        #expect(unreadable.exitCode == 2)
        #expect(unreadable.output.hasPrefix("error:"))
    }
}
