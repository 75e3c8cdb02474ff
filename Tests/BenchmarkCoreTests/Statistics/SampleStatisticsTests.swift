import Testing
@testable import BenchmarkCore

@Suite struct SampleStatisticsTests {
    @Test func oddCountUsesMiddleValue() throws {
        let statistics = try SampleStatistics([5, 1, 4, 2, 3])
        #expect(statistics.count == 5)
        #expect(statistics.min == 1)
        #expect(statistics.max == 5)
        #expect(statistics.median == 3)
        #expect(statistics.mean == 3)
        // Deviations from 3: 2, 2, 1, 1, 0 → median 1.
        #expect(statistics.mad == 1)
        // Type 7: h = 4 × 0.9 = 3.6 → 4 + 0.6 × (5 - 4).
        #expect(abs(statistics.p90 - 4.6) < 1e-12)
    }

    @Test func evenCountAveragesMiddleValues() throws {
        let statistics = try SampleStatistics([10, 40, 20, 30])
        #expect(statistics.median == 25)
        #expect(statistics.mean == 25)
        // Deviations: 15, 5, 5, 15 → median 10.
        #expect(statistics.mad == 10)
        // h = 3 × 0.9 = 2.7 → 30 + 0.7 × 10.
        #expect(abs(statistics.p90 - 37) < 1e-12)
    }

    @Test func singleSampleIsEverything() throws {
        let statistics = try SampleStatistics([42])
        #expect(statistics.min == 42)
        #expect(statistics.median == 42)
        #expect(statistics.p90 == 42)
        #expect(statistics.max == 42)
        #expect(statistics.mad == 0)
    }

    @Test func madIgnoresAnOutlier() throws {
        let statistics = try SampleStatistics([100, 101, 99, 100, 102, 98, 100, 10_000])
        #expect(statistics.median == 100)
        #expect(statistics.mad == 1)
        #expect(statistics.max == 10_000)
        #expect(statistics.mean > 1_000)
    }

    @Test func emptyIsRefused() {
        #expect(throws: SampleStatistics.Error.empty) {
            try SampleStatistics([])
        }
        #expect(SampleStatistics.percentile(0.5, of: []) == nil)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteIsRefused(value: Double) {
        #expect(throws: SampleStatistics.Error.nonFinite) {
            try SampleStatistics([1, value, 3])
        }
    }

    @Test(arguments: [
        (0.0, 1.0), (0.25, 1.75), (0.5, 2.5), (0.75, 3.25), (1.0, 4.0), (-1.0, 1.0), (2.0, 4.0),
    ])
    func percentileInterpolatesLinearly(fraction: Double, expected: Double) {
        #expect(SampleStatistics.percentile(fraction, of: [4, 3, 2, 1]) == expected)
    }

    @Test func orderOfSamplesDoesNotMatter() throws {
        let samples: [Double] = [3.5, 1.25, 9, 7.75, 2, 2, 6.5, 8, 4.25, 5]
        #expect(try SampleStatistics(samples) == SampleStatistics(samples.reversed()))
        #expect(try SampleStatistics(samples) == SampleStatistics(samples.sorted()))
    }
}
