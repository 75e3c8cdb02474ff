import Testing
@testable import BenchmarkCore

/// A time or ratio is slower only when it moved past the threshold and beyond its samples' noise.
@Suite struct NoiseTestTests {
    /// Fifteen samples around `median`, wobbling by a few per cent as a quiet machine's do.
    private func samples(_ median: Double, seed: Int = 0) -> [Double] {
        (0..<15).map { median * (1 + Double(($0 * 7 + seed) % 11 - 5) / 200) }
    }

    private func metric(_ samples: [Double], kind: MetricKind = .ratio, name: String = "vs MVC") -> Metric {
        let spread = Spread(values: samples)
        return Metric(name: name, value: spread?.p50, unit: kind == .ratio ? "×" : "ns", kind: kind, spread: spread)
    }

    private func report(_ metrics: [Metric]) -> BenchmarkReport {
        BenchmarkReport(machine: Fixtures.machine, date: "d", quick: true, allocationCounting: "test", results: [
            BenchmarkResult(suite: "propagation", caseName: "keystroke", architecture: "MVVM", metrics: metrics),
        ])
    }

    @Test func aCasePlantedThirtyPercentSlowerIsSlowerAndItsRatioGates() throws {
        let base = report([metric(samples(1_000), kind: .time, name: "time per event"), metric(samples(1.2))])
        let head = report([metric(samples(1_300, seed: 3), kind: .time, name: "time per event"), metric(samples(1.56, seed: 3))])
        let comparison = ReportComparison(base: base, head: head)
        #expect(comparison.entries.map(\.status) == [.slower, .slower])
        #expect(comparison.failures.map(\.key.metric) == ["vs MVC"])
        #expect(ReportComparison(base: head, head: base).entries.map(\.status) == [.faster, .faster])
    }

    @Test func twoRunsOfOneCommitMarkNothingSlower() {
        // The same distribution sampled twice, in another order and with another wobble.
        let base = report([metric(samples(1_000), kind: .time, name: "time per event"), metric(samples(1.2))])
        let head = report([metric(samples(1_010, seed: 5).reversed(), kind: .time, name: "time per event"),
                           metric(samples(1.19, seed: 9))])
        let comparison = ReportComparison(base: base, head: head)
        #expect(comparison.entries.allSatisfy { $0.status == .ok })
        #expect(comparison.passed)
    }

    @Test func aMovePastTheThresholdThatTheNoiseExplainsIsUndecided() throws {
        // A bimodal timing (a cache that one sample in two misses): one run's median falls on the
        // fast mode, the other's on the slow one, though the samples hardly differ.
        let base = [Double](repeating: 1, count: 8) + [Double](repeating: 2, count: 7)
        let head = [Double](repeating: 1, count: 7) + [Double](repeating: 2, count: 8)
        let entry = try #require(ReportComparison(base: report([metric(base)]), head: report([metric(head)])).entries.first)
        #expect(abs(try #require(entry.relativeChange)) > 0.15)
        #expect(entry.status == .undecided)
        #expect(!entry.gates)
    }

    @Test func theLevelIsSharedOutOverEveryFigureTested() {
        #expect(NoiseTest(comparisons: 1).alpha == 0.05)
        #expect(NoiseTest(comparisons: 500).alpha == 0.000_1)
        #expect(NoiseTest(comparisons: 0).alpha == 0.05)
    }

    @Test func withoutSamplesATimeIsUndecidedAndARatioIsJudgedOnTheThresholdAsBefore() {
        let test = NoiseTest(comparisons: 1)
        let time = Metric(name: "time per event", value: 100, unit: "ns", kind: .time)
        var slowerTime = time
        slowerTime.value = 150
        #expect(test.status(base: time, head: slowerTime, threshold: 0.15) == .undecided)
        let ratio = Metric(name: "vs MVC", value: 1, unit: "×", kind: .ratio)
        var slowerRatio = ratio
        slowerRatio.value = 1.5
        #expect(test.status(base: ratio, head: slowerRatio, threshold: 0.15) == .slower)
        #expect(test.status(base: ratio, head: ratio, threshold: 0.15) == .ok)
    }

    @Test func aThroughputIsSlowerWhenItFalls() {
        let spread = Spread(values: samples(100))
        let base = Metric(name: "MB/s", value: 100, unit: "MB/s", kind: .time, lowerIsBetter: false, spread: spread)
        let fallen = Metric(name: "MB/s", value: 70, unit: "MB/s", kind: .time, lowerIsBetter: false,
                            spread: Spread(values: samples(70)))
        #expect(NoiseTest(comparisons: 1).status(base: base, head: fallen, threshold: 0.15) == .slower)
    }

    @Test func aRatiosSamplesArePairedRoundByRoundAndNoneWithoutAsManyOfEach() throws {
        let top = Spread(values: [10, 20, 30])
        let bottom = Spread(values: [5, 10, 10])
        let ratio = Metric.ratio(name: "vs MVC", numerator: 20, denominator: 10, samples: (top, bottom))
        #expect(ratio.spread?.values == [2, 2, 3])
        let unpaired = Metric.ratio(name: "vs MVC", numerator: 20, denominator: 10, samples: (top, Spread(values: [10, 10])))
        #expect(unpaired.spread == nil)
        #expect(Metric.ratio(name: "vs MVC", numerator: 20, denominator: 10).spread == nil)
    }
}
