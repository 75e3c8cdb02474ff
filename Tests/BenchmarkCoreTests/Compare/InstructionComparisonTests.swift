import Foundation
import Testing
@testable import BenchmarkCore

/// Instruction counts gate like a ratio, on their own threshold, and only where two reports counted
/// them on the same CPU model and toolchain, with the same counter (the same Valgrind, or the same
/// kernel's retired instructions).
@Suite struct InstructionComparisonTests {
    private func compare(_ base: BenchmarkReport, _ head: BenchmarkReport,
                         failOn: FailurePolicy = .deterministic) -> ReportComparison {
        ReportComparison(base: base, head: head, failOn: failOn)
    }

    private func instructionEntry(_ comparison: ReportComparison) -> ComparisonEntry? {
        comparison.entries.first { $0.key.metric == "instructions per event" }
    }

    @Test func aCaseDoingFivePercentMoreWorkIsARegressionUnderEitherPolicy() throws {
        for policy in FailurePolicy.allCases {
            let comparison = compare(Fixtures.report(instructions: 10_000), Fixtures.report(instructions: 10_500), failOn: policy)
            let entry = try #require(instructionEntry(comparison))
            #expect(entry.status == .regressed)
            #expect(entry.gates)
            #expect(comparison.failures.map(\.key.metric) == ["instructions per event"])
            #expect(comparison.exitCode == BenchOptions.regressionExitCode)
        }
    }

    @Test(arguments: [10_000.0, 10_000.4, 9_999.6, 10_099.0, 9_950.0, 10_150.0])
    func twoRunsOfOneCommitMarkNothing(head: Double) {
        // Two clones of one commit agree within 0.1%, another build within a per cent: under 2%.
        let comparison = compare(Fixtures.report(instructions: 10_000), Fixtures.report(instructions: head))
        #expect(comparison.passed)
        #expect(instructionEntry(comparison)?.status == .ok)
    }

    /// The committed baseline: a real quick run with every case's instructions counted.
    private static func baseline() throws -> BenchmarkReport {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try BenchmarkReport.load(contentsOf: root.appendingPathComponent("Benchmarks/baseline.json").path)
    }

    @Test func inTheCommittedBaselineOneCasePlantedWithFivePercentMoreWorkIsTheOnlyRegression() throws {
        let baseline = try Self.baseline()
        #expect(baseline.instructionCounting != nil, "the baseline is made with bench --quick --instructions")
        #expect(ReportComparison(base: baseline, head: baseline, failOn: .deterministic).entries.allSatisfy { $0.status == .ok })
        var planted = baseline
        let index = try #require(planted.results.firstIndex { $0.identifier == "propagation/keystroke/MVVM" })
        let metric = try #require(planted.results[index].metrics.firstIndex { $0.name == "instructions per event" })
        let count = try #require(planted.results[index].metrics[metric].value)
        planted.results[index].metrics[metric].value = count * 1.05
        let comparison = ReportComparison(base: baseline, head: planted, failOn: .deterministic)
        #expect(comparison.failures.map { "\($0.key)" } == comparison.entries.filter { $0.status != .ok }.map { "\($0.key)" })
        #expect(comparison.failures.count == 1)
        #expect(comparison.failures.first?.key.metric == "instructions per event")
        #expect(comparison.failures.first?.status == .regressed)
    }

    /// The cases of the committed baseline whose count is exact (counted at one placement).
    static func exactlyCountedCases() throws -> [String] {
        try baseline().results.filter { result in
            result.metrics.contains { $0.kind == .instructions && $0.spread == nil && $0.name.hasPrefix("instructions per") }
        }.map(\.identifier)
    }

    @Test("In the committed baseline, 3% more work in any one exactly counted case fails the compare, and only there",
          arguments: try exactlyCountedCases())
    func threePercentMoreWorkGates(identifier: String) throws {
        let baseline = try Self.baseline()
        #expect(ReportComparison(base: baseline, head: baseline, failOn: .deterministic).passed)
        var planted = baseline
        let index = try #require(planted.results.firstIndex { $0.identifier == identifier })
        let metric = try #require(planted.results[index].metrics.firstIndex {
            $0.kind == .instructions && $0.name.hasPrefix("instructions per")
        })
        let count = try #require(planted.results[index].metrics[metric].value)
        planted.results[index].metrics[metric].value = count * 1.03
        let comparison = ReportComparison(base: baseline, head: planted, failOn: .deterministic)
        #expect(!comparison.passed)
        #expect(comparison.failures.map(\.key) == [planted.results[index].key(for: planted.results[index].metrics[metric])])
    }

    @Test func fewerInstructionsIsAnImprovementThatDoesNotGate() {
        let comparison = compare(Fixtures.report(instructions: 10_000), Fixtures.report(instructions: 9_000))
        #expect(instructionEntry(comparison)?.status == .improved)
        #expect(comparison.passed)
    }

    @Test func theThresholdIsAnOption() {
        let tight = ReportComparison(base: Fixtures.report(instructions: 10_000), head: Fixtures.report(instructions: 10_020),
                                     instructionThreshold: 0.001, failOn: .deterministic)
        #expect(tight.failures.map(\.key.metric) == ["instructions per event"])
        #expect(tight.markdown().contains("instruction threshold: 0.100%"))
    }

    @Test func countsFromAnotherCPUModelAreShownNotGated() {
        var head = Fixtures.report(instructions: 12_000)
        head.machine.cpu = "Another CPU"
        let comparison = compare(Fixtures.report(instructions: 10_000), head)
        #expect(!comparison.instructionsComparable)
        #expect(instructionEntry(comparison)?.status == .regressed)
        #expect(instructionEntry(comparison)?.gates == false)
        #expect(comparison.notes.contains { $0.contains("Instruction counts come from different CPU models") })
    }

    @Test func countsFromAnotherValgrindAreShownNotGated() {
        var head = Fixtures.report(instructions: 12_000)
        head.instructionCounting = "valgrind-3.22.0"
        let comparison = compare(Fixtures.report(instructions: 10_000), head)
        #expect(comparison.passed)
        #expect(comparison.notes.contains { $0.contains("valgrind-3.19.0 and valgrind-3.22.0") })
    }

    @Test func valgrindAndTheKernelsRetiredInstructionsAreNeverGatedAgainstEachOther() {
        // A Linux report counted by Valgrind and a Mac's, even on one CPU model and toolchain.
        var mac = Fixtures.report(instructions: 12_000)
        mac.instructionCounting = RetiredInstructions.counting(kernel: "Darwin 24.5.0 arm64")
        for (base, head) in [(Fixtures.report(instructions: 10_000), mac), (mac, Fixtures.report(instructions: 10_000))] {
            let comparison = compare(base, head)
            #expect(!comparison.instructionsComparable)
            #expect(instructionEntry(comparison)?.gates == false)
            #expect(comparison.passed)
            #expect(comparison.notes.contains { $0.contains("valgrind-3.19.0") && $0.contains("retired instructions") })
        }
    }

    @Test func retiredInstructionsGateAgainstTheSameCounterOnTheSameMachine() {
        var base = Fixtures.report(instructions: 10_000)
        base.instructionCounting = RetiredInstructions.counting(kernel: "Darwin 24.5.0 arm64")
        var head = Fixtures.report(instructions: 10_500)
        head.instructionCounting = base.instructionCounting
        let comparison = compare(base, head)
        #expect(comparison.instructionsComparable)
        #expect(comparison.failures.map(\.key.metric) == ["instructions per event"])
        // Another kernel may count otherwise: shown, not gated.
        head.instructionCounting = RetiredInstructions.counting(kernel: "Darwin 25.0.0 arm64")
        #expect(compare(base, head).passed)
    }

    @Test func aHeadRunWithoutInstructionsIsNotedAndDoesNotFail() {
        let comparison = compare(Fixtures.report(instructions: 10_000), Fixtures.report())
        #expect(instructionEntry(comparison)?.status == .missing)
        #expect(comparison.passed)
        #expect(comparison.notes.contains { $0.contains("Only the base report counted instructions") })
    }

    @Test func anInstructionCountThatBecomesUnmeasurableGates() {
        let comparison = compare(Fixtures.report(instructions: 10_000), Fixtures.report(instructions: nil).counting())
        #expect(instructionEntry(comparison)?.status == .changed)
        #expect(!comparison.passed)
    }
}

private extension BenchmarkReport {
    /// This report as one that counted instructions but could not count this figure.
    func counting() -> BenchmarkReport {
        var report = self
        report.instructionCounting = "valgrind-3.19.0"
        for index in report.results.indices where report.results[index].suite == "propagation" {
            report.results[index].metrics.insert(
                Metric(name: "instructions per event", value: nil, unit: "instr", kind: .instructions), at: 1)
        }
        return report
    }
}
