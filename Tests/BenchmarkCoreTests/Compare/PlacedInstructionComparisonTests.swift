import Testing
@testable import BenchmarkCore

/// An instruction count taken at several placements of the code (``CodePlacement``) gates only
/// when its move is more than where the code lies explains.
@Suite struct PlacedInstructionComparisonTests {
    /// A report whose one instruction count is `value`, with `placements` as its samples.
    private func report(_ value: Double, placements: [Double]? = nil) -> BenchmarkReport {
        var report = Fixtures.report(instructions: value)
        for result in report.results.indices {
            for metric in report.results[result].metrics.indices where report.results[result].metrics[metric].kind == .instructions {
                report.results[result].metrics[metric].spread = placements.flatMap { Spread(values: $0) }
            }
        }
        return report
    }

    private func status(_ base: BenchmarkReport, _ head: BenchmarkReport) -> (ComparisonStatus?, Bool) {
        let comparison = ReportComparison(base: base, head: head, failOn: .deterministic)
        let entry = comparison.entries.first { $0.key.metric == "instructions per event" }
        return (entry?.status, comparison.passed)
    }

    private static let layouts: [Double] = [76_897, 79_233, 76_923, 78_653, 79_245, 75_034, 82_648, 86_479, 79_538, 76_986, 75_466, 77_785]

    @Test func anotherBuildsPlacementsOfTheSameWorkDoNotGate() {
        // The same twelve layouts' counts in another order, as another build draws them: the median
        // moved past 2%, the counts did not.
        let base = report(78_000, placements: Self.layouts)
        let head = report(80_000, placements: Self.layouts.reversed())
        #expect(status(base, head) == (.undecided, true))
    }

    @Test func workGrownAtEveryPlacementGates() {
        let base = report(78_000, placements: Self.layouts)
        let head = report(94_000, placements: Self.layouts.map { $0 * 1.2 })
        #expect(status(base, head) == (.regressed, false))
    }

    @Test func anExactCountWithinThePlacementsOfTheOtherSideIsUndecided() {
        #expect(status(report(78_000, placements: Self.layouts), report(80_000)) == (.undecided, true))
        #expect(status(report(80_000), report(78_000, placements: Self.layouts)) == (.undecided, true))
    }

    @Test func anExactCountBeyondEveryPlacementOfTheOtherSideGates() {
        #expect(status(report(78_000, placements: Self.layouts), report(90_000)) == (.regressed, false))
        #expect(status(report(90_000), report(78_000, placements: Self.layouts)) == (.improved, true))
    }

    @Test func withinTheThresholdPlacementsChangeNothing() {
        #expect(status(report(78_000, placements: Self.layouts), report(78_500, placements: Self.layouts.map { $0 + 500 })) == (.ok, true))
    }
}
