import Testing
@testable import BenchmarkCore

/// The runner's mechanics, never its timings: no assertion here depends on how fast anything is.
@MainActor
@Suite struct RunnerTests {
    private let tiny = MeasurementConfiguration(
        sampleCount: 15,
        warmupNanoseconds: 0,
        targetSampleNanoseconds: 50_000,
        allocationIterations: 10
    )

    @Test func takesTheConfiguredSamples() {
        var calls = 0
        var iterationsSeen: [Int] = []
        let result = Runner(configuration: tiny).measure(eventsPerIteration: 4) { iterations in
            calls += 1
            iterationsSeen.append(iterations)
            var sum = 0
            for index in 0..<iterations {
                sum &+= index
            }
            blackHole(sum)
        }
        #expect(result.perEventNanoseconds.count == 15)
        #expect(result.statistics.count == 15)
        #expect(result.eventsPerIteration == 4)
        #expect(result.iterationsPerSample >= 1)
        #expect(result.perEventNanoseconds.allSatisfy { $0 >= 0 })
        // Every sample ran the calibrated count.
        #expect(iterationsSeen.suffix(15 + (AllocationCounter.isAvailable ? 2 : 0)).prefix(15).allSatisfy { $0 == result.iterationsPerSample })
        #expect(calls >= 15)
    }

    @Test func sampleCountHasAFloor() {
        var configuration = MeasurementConfiguration(sampleCount: 3, warmupNanoseconds: 0, targetSampleNanoseconds: 1)
        #expect(configuration.sampleCount == MeasurementConfiguration.minimumSampleCount)
        configuration.sampleCount = 1
        #expect(configuration.sampleCount == MeasurementConfiguration.minimumSampleCount)
        configuration.sampleCount = 40
        #expect(configuration.sampleCount == 40)
        #expect(MeasurementConfiguration.quick.sampleCount >= 15)
        #expect(MeasurementConfiguration.standard.targetSampleNanoseconds >= 10_000_000)
    }

    @Test(arguments: [
        (UInt64(10_000_000), 1, UInt64(1_000), 10_000),
        (10_000_000, 1_000, 1_000_000, 10_000),
        (10_000_000, 3, 1_000_000, 30),
        (10_000_000, 7, 1_000_001, 70),
        // Work slower than the target still runs once per sample.
        (10_000_000, 1, 50_000_000, 1),
        // Nearly free work is capped at the maximum.
        (10_000_000, 1, 0, 100_000),
        (10_000_000, 1, 10, 100_000),
    ])
    func calibrationScalesToTheTarget(target: UInt64, measured: Int, elapsed: UInt64, expected: Int) {
        #expect(Runner.iterations(forTarget: target, measuredIterations: measured, elapsed: elapsed, maximum: 100_000) == expected)
    }

    @Test(.enabled(if: AllocationCounter.isAvailable))
    func allocationsPerEventIgnoresPerCallCost() {
        let runner = Runner(configuration: tiny)
        let perEvent = runner.allocationsPerEvent(events: 1) { iterations in
            // One allocation per call that does not scale, two per iteration that do.
            blackHole(Box(0))
            for index in 0..<iterations {
                blackHole(Box(index))
                blackHole(Box(index))
            }
        }
        #expect(perEvent == 2)
        // The same with an explicit, small iteration count, and per event rather than per iteration.
        let perEventOfTwo = runner.allocationsPerEvent(events: 2, iterations: 3) { iterations in
            for index in 0..<iterations {
                blackHole(Box(index))
            }
        }
        #expect(perEventOfTwo == 0.5)
    }

    @Test func measureEachCallsTheBodyPerIteration() {
        var calls = 0
        let result = Runner(configuration: tiny).measureEach { calls += 1 }
        #expect(calls >= result.iterationsPerSample * 15)
    }
}

final class Box {
    let value: Int
    init(_ value: Int) {
        self.value = value
    }
}
