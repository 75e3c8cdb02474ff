import BenchmarkCore
import Testing
@testable import BenchmarkSuites

/// An instruction counter that answers a figure (plus `step` more at each later placement), or a
/// failure, without starting anything.
private struct FakeCounter: InstructionCounter {
    var counting = RetiredInstructions.counting(kernel: "Darwin 24.5.0 arm64")
    var reportNote = "Instructions per event: counted by a fake."
    var figure: Double?
    var step: Double = 0
    let namesFunctions = false

    func count(_ identifier: String, placement: Int) throws(CheckFailure) -> (perEvent: Double, hashesKeyPaths: Bool) {
        guard let figure else {
            throw CheckFailure("counting instructions: the kernel keeps no count here")
        }
        return (figure + step * Double(placement), false)
    }

    func remove() {}
}

/// What a platform cannot count is `n/a`, said once in the report's notes, and what it counts with
/// another counter is named as that counter's: the paths a Mac takes, run here with fakes.
@MainActor
@Suite("Figures a platform cannot count")
struct UncountedFiguresTests {
    private let tiny = MeasurementConfiguration(
        sampleCount: 15, warmupNanoseconds: 0, targetSampleNanoseconds: 1, maximumIterationsPerSample: 1,
        allocationIterations: 1
    )

    private func floorRun(counter: FakeCounter) -> BenchmarkRun {
        BenchmarkRun(cases: [(BindingSuite.cases()[0], false)], filter: BenchFilter(), configuration: tiny, quick: true,
                         probes: CaseProbes(instructions: counter), progress: { _ in })
    }

    @Test("Where allocations cannot be counted, the notes say so once, and why; where they can, how")
    func allocationNotes() {
        let uncounted = AllocationProbe.reportNotes(allocationsCounted: false, readsPeaks: true)
        #expect(uncounted.count == 1)
        #expect(uncounted.first?.contains("n/a here") == true)
        #expect(uncounted.first?.contains("glibc's malloc") == true)
        #expect(uncounted.first?.contains("peak resident memory") == true)
        let withoutChild = AllocationProbe.reportNotes(allocationsCounted: false, readsPeaks: false)
        #expect(withoutChild.count == 1)
        #expect(withoutChild.first?.contains("peak resident memory") == false)
        #expect(AllocationProbe.reportNotes(allocationsCounted: true, readsPeaks: true) == [AllocationProbe.reportNote])
        #expect(AllocationProbe.reportNotes(allocationsCounted: true, readsPeaks: false).isEmpty)
    }

    @Test("A child that counted no allocations answers n/a for them beside the peaks it read")
    func childAnswersNotAvailable() throws {
        let figures = try #require(ChildFigures(line: "n/a n/a 31457280.0 20000000.0 n/a 25000000.0"))
        #expect(figures.allocationsPerEvent == nil)
        #expect(figures.bytesPerEvent == nil)
        #expect(figures.peakResidentBytes == 31_457_280)
        #expect(figures.setUpPeakBytes == 25_000_000)
    }

    @Test("Another counter's figure stands beside the time it explains, as Valgrind's does")
    func anotherCounter() throws {
        let outcome = floorRun(counter: FakeCounter(figure: 250)).run()
        #expect(outcome.passed)
        let floor = try #require(outcome.report.results.first { $0.identifier == "binding/floor" })
        #expect(floor.metrics.first { $0.kind == .instructions && $0.name == "instructions per event" }?.value == 250)
    }

    @Test("A count that differs between two placements is counted at every placement: their median, with each as a sample")
    func placementsThatDiffer() throws {
        let outcome = floorRun(counter: FakeCounter(figure: 1_000, step: 100)).run()
        let floor = try #require(outcome.report.results.first { $0.identifier == "binding/floor" })
        let metric = try #require(floor.metrics.first { $0.kind == .instructions })
        let counts = (0..<CodePlacement.samples).map { 1_000 + 100 * Double($0) }
        #expect(metric.spread?.values == counts)
        #expect(metric.value == 1_550)
        let steady = floorRun(counter: FakeCounter(figure: 1_000, step: 5)).run()
        let exact = try #require(steady.report.results.first { $0.identifier == "binding/floor" }?.metrics.first { $0.kind == .instructions })
        #expect(exact.value == 1_000)
        #expect(exact.spread == nil)
    }

    @Test("A counter that cannot count fails the case: no figure rather than a made-up one")
    func counterThatCannotCount() {
        let outcome = floorRun(counter: FakeCounter(figure: nil)).run()
        #expect(!outcome.passed)
        #expect(outcome.failures.map(\.identifier) == ["binding/floor"])
        #expect(outcome.failures.first?.failure.message.contains("keeps no count") == true)
        #expect(!outcome.report.results.contains { $0.identifier == "binding/floor" })
    }
}
