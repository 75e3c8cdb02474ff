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
        let allocationCalls = AllocationCounter.isAvailable ? 2 * tiny.allocationSamples : 0
        #expect(iterationsSeen.suffix(15 + allocationCalls).prefix(15).allSatisfy { $0 == result.iterationsPerSample })
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

    @Test(.enabled(if: AllocationCounter.isAvailable))
    func bytesPerEventCountWhatTheAllocationsAskFor() {
        // Two arrays of 100 Ints per iteration: 800 bytes of elements each, plus the array header.
        let figures = Runner(configuration: tiny).allocationFiguresPerEvent(events: 2, iterations: 4) { iterations in
            for index in 0..<iterations {
                blackHole([Int](repeating: index, count: 100))
                blackHole([Int](repeating: index, count: 100))
            }
        }
        #expect(figures?.allocations == 1)
        #expect((figures?.bytes ?? 0) >= 800)
        #expect((figures?.bytes ?? .infinity) < 1_000)
    }

    @Test func residentMemoryIsReported() {
        // A running process holds at least its own code resident.
        #expect((ResidentMemory.peakBytes() ?? 0) > 1_000_000)
        #expect(ResidentMemory.highWaterMark(inStatus: "Name:\tbench\nVmPeak:\t  900 kB\nVmHWM:\t   26052 kB\n")
            == Double(26_052 * 1_024))
        #expect(ResidentMemory.highWaterMark(inStatus: "VmHWM: many pages") == nil)
        #expect(ResidentMemory.highWaterMark(inStatus: "Name: bench") == nil)
    }

    @Test(.enabled(if: AllocationCounter.isAvailable))
    func allocationsPerEventIgnoresOccasionalGrowth() {
        // Two allocations per iteration, plus one now and then, as when a container that lives
        // across iterations doubles its storage: the steady figure stays a whole 2.
        var total = 0
        let perEvent = Runner(configuration: tiny).allocationsPerEvent(events: 1, iterations: 20) { iterations in
            for index in 0..<iterations {
                total += 1
                blackHole(Box(index))
                blackHole(Box(index))
                if total % 16 == 0 {
                    blackHole(Box(total))
                }
            }
        }
        #expect(perEvent == 2)
    }

    @Test(.enabled(if: AllocationCounter.isAvailable))
    func allocationsPerEventTakesTheMostFrequentCount() {
        // Two allocations per iteration, but every third count one fewer, as when the heap hands
        // out a block big enough to save a later reallocation: the usual figure wins.
        var counts = 0
        let perEvent = Runner(configuration: tiny).allocationsPerEvent(events: 1, iterations: 1, samples: 9) { iterations in
            counts += 1
            for index in 0..<iterations {
                blackHole(Box(index))
                if counts % 6 != 0 || index > 0 {
                    blackHole(Box(index))
                }
            }
        }
        #expect(perEvent == 2)
    }

    @Test(arguments: [
        ([2.0, 2, 1, 2, 3], 2.0),
        ([1.0, 2, 2, 1], 1.0),
        ([5.0], 5.0),
    ])
    func mostFrequentPrefersTheSmallerOnATie(values: [Double], expected: Double) {
        #expect(Runner.mostFrequent(values) == expected)
        #expect(Runner.mostFrequent([]) == nil)
    }

    @Test func interleavedMeasurementTakesSamplesInTurns() {
        var log: [String] = []
        func work(_ name: String, events: Int) -> InterleavedWork {
            InterleavedWork(eventsPerIteration: events, allocationIterations: 1, allocationSamples: 1) { iterations in
                log.append(name)
                var sum = 0
                for index in 0..<iterations {
                    sum &+= index
                }
                blackHole(sum)
            }
        }
        var configuration = tiny
        configuration.maximumIterationsPerSample = 4
        let results = Runner(configuration: configuration).measureInterleaved([work("a", events: 1), work("b", events: 3)])
        #expect(results.count == 2)
        #expect(results.map(\.perEventNanoseconds.count) == [15, 15])
        #expect(results.map(\.eventsPerIteration) == [1, 3])
        // After both calibrations, the timed samples alternate, the first of each round moving on.
        let allocationCalls = AllocationCounter.isAvailable ? 4 : 0
        let timed = Array(log.dropLast(allocationCalls).suffix(30))
        #expect(timed.prefix(4) == ["a", "b", "b", "a"])
        #expect(timed.filter { $0 == "a" }.count == 15)
    }

    @Test func allocationCountingCanBeLeftToSomeoneElse() {
        var configuration = tiny
        configuration.countsAllocations = false
        var calls = 0
        let result = Runner(configuration: configuration).measure { _ in calls += 1 }
        #expect(result.allocationsPerEvent == nil)
        let callsAfterTiming = calls
        #expect(Runner(configuration: configuration).allocationsPerEvent(events: 1) { _ in calls += 1 } == nil)
        #expect(calls == callsAfterTiming)
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
