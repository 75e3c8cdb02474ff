import Testing
@testable import BenchmarkCore

/// The rank test that tells a timing that moved from one that wobbled.
@Suite struct MannWhitneyTests {
    @Test func twoSeparateSetsOfFiveDiffer() throws {
        // U = 0 against a mean of 12.5 with σ = √(25 × 11 / 12): z = 12 / 4.787, p = erfc(z / √2).
        let p = try #require(MannWhitney.pValue([1, 2, 3, 4, 5], [6, 7, 8, 9, 10]))
        #expect(abs(p - 0.012186) < 0.000_01)
    }

    @Test func theOrderOfTheSetsDoesNotMatter() throws {
        let first: [Double] = [3, 9, 4, 12, 7, 7]
        let second: [Double] = [8, 10, 11, 7, 14, 13, 9]
        #expect(try #require(MannWhitney.pValue(first, second)) == (try #require(MannWhitney.pValue(second, first))))
    }

    @Test func theSameSamplesDoNotDiffer() {
        let samples: [Double] = [101, 99, 100, 103, 98, 100, 102]
        #expect(MannWhitney.pValue(samples, samples) == 1)
        #expect(MannWhitney.pValue([5, 5, 5], [5, 5]) == 1)
    }

    @Test func tiesShareTheirAverageRank() {
        #expect(MannWhitney.ranks([10, 20, 20, 30]) == [1, 2.5, 2.5, 4])
        #expect(MannWhitney.tieTerm([1, 2, 2, 3, 3, 3]) == 6 + 24)
    }

    @Test func fifteenSamplesAllSlowerAreFarBeyondChance() throws {
        let base = (0..<15).map { 100 + Double($0 % 5) }
        let p = try #require(MannWhitney.pValue(base, base.map { $0 * 1.3 }))
        #expect(p < 1e-5)
    }

    @Test(arguments: [[Double](), [1], [Double.nan, 1, 2], [1, .infinity]])
    func tooFewOrNonFiniteSamplesHaveNoAnswer(samples: [Double]) {
        #expect(MannWhitney.pValue(samples, [1, 2, 3]) == nil)
    }
}
