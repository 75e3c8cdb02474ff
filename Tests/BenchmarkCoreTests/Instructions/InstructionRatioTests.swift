import Testing
@testable import BenchmarkCore

/// A ratio on instructions moves only as far as its counts do: each placement makes a sample.
@Suite struct InstructionRatioTests {
    private func count(_ value: Double, placements: [Double]? = nil) -> Metric {
        var metric = Metric.instructions(InstructionCount(perEvent: value))
        metric.spread = placements.flatMap { Spread(values: $0) }
        return metric
    }

    @Test func placementsOverAnExactCountAreTheRatiosSamples() throws {
        let ratio = Metric.instructionRatio(name: "vs MVC in instructions", numerator: count(60_000, placements: [58_000, 62_000]),
                                            denominator: count(8_000))
        #expect(ratio.kind == .instructions)
        #expect(ratio.value == 7.5)
        #expect(try #require(ratio.spread?.values) == [7.25, 7.75])
    }

    @Test func anExactCountOverPlacementsAndPlacementsOverPlacementsToo() throws {
        let over = Metric.instructionRatio(name: "r", numerator: count(100), denominator: count(50, placements: [40, 50]))
        #expect(try #require(over.spread?.values) == [2.5, 2])
        let both = Metric.instructionRatio(name: "r", numerator: count(100, placements: [90, 110]),
                                           denominator: count(50, placements: [45, 55]))
        #expect(try #require(both.spread?.values) == [2, 2])
    }

    @Test func exactCountsMakeAnExactRatioAndNoDenominatorNone() {
        let exact = Metric.instructionRatio(name: "r", numerator: count(100), denominator: count(50))
        #expect(exact.value == 2)
        #expect(exact.spread == nil)
        let none = Metric.instructionRatio(name: "r", numerator: count(100), denominator: nil)
        #expect(none.value == nil)
        #expect(none.kind == .instructions)
    }
}
