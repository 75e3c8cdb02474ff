/// Times work that runs on the main actor.
///
/// The architectures' UI code is `@MainActor`, and so is the runner: the measured closure is called
/// synchronously on the caller's thread, with no actor hop, task or await anywhere near the timed
/// loop. The closure receives an iteration count and runs the work that many times itself, so the
/// loop is the caller's own code and the runner adds one closure call per sample, not per event.
///
/// Procedure: warm up for ``MeasurementConfiguration/warmupNanoseconds`` with growing batches;
/// calibrate the iterations per sample from the last warm-up batch so that one sample lasts at least
/// ``MeasurementConfiguration/targetSampleNanoseconds``; take
/// ``MeasurementConfiguration/sampleCount`` samples; then, where the platform allows, count
/// allocations separately (never while timing).
@MainActor
public struct Runner {
    /// How measurements are taken.
    public var configuration: MeasurementConfiguration

    /// Creates a runner.
    public init(configuration: MeasurementConfiguration = .standard) {
        self.configuration = configuration
    }

    /// Measures `body`, which must run its work `iterations` times per call; each iteration
    /// stands for `eventsPerIteration` events, and results are per event.
    ///
    /// - Parameters:
    ///   - allocationIterations: iterations for the allocation count, overriding
    ///     ``MeasurementConfiguration/allocationIterations``; keep it the same from run to run.
    ///   - allocationSamples: allocation counts to take, overriding
    ///     ``MeasurementConfiguration/allocationSamples``; keep it the same from run to run.
    public func measure(
        eventsPerIteration: Int = 1,
        allocationIterations: Int? = nil,
        allocationSamples: Int? = nil,
        _ body: @MainActor (_ iterations: Int) -> Void
    ) -> MeasurementResult {
        let events = Swift.max(eventsPerIteration, 1)
        let iterations = calibrate(body)
        var samples: [Double] = []
        samples.reserveCapacity(configuration.sampleCount)
        let eventsPerSample = Double(iterations) * Double(events)
        for _ in 0..<configuration.sampleCount {
            let elapsed = Self.time(iterations, body)
            samples.append(Double(elapsed) / eventsPerSample)
        }
        return MeasurementResult(
            iterationsPerSample: iterations,
            eventsPerIteration: events,
            perEventNanoseconds: samples,
            statistics: SampleStatistics(validated: samples),
            allocationsPerEvent: allocationsPerEvent(
                events: events, iterations: allocationIterations, samples: allocationSamples, body
            )
        )
    }

    /// Measures several pieces of work whose figures are compared with one another (architectures
    /// against MVC, the binding kit against its floor), taking their samples in turns.
    ///
    /// Each is warmed up and calibrated on its own; then every round takes one sample of each,
    /// starting one further along each round so that none is always first. A burst of load from
    /// elsewhere on the machine then slows one sample of each rather than all the samples of one,
    /// and the medians, and so the ratios between them, stay put. Allocations are counted
    /// afterwards, one piece at a time, as in
    /// ``measure(eventsPerIteration:allocationIterations:allocationSamples:_:)``.
    ///
    /// - Returns: one result per piece of work, in the order given.
    public func measureInterleaved(_ works: [InterleavedWork]) -> [MeasurementResult] {
        let iterations = works.map { calibrate($0.body) }
        var samples = works.map { _ -> [Double] in
            var samples: [Double] = []
            samples.reserveCapacity(configuration.sampleCount)
            return samples
        }
        for round in 0..<configuration.sampleCount {
            for offset in works.indices {
                let index = (round + offset) % works.count
                let elapsed = Self.time(iterations[index], works[index].body)
                let events = Double(iterations[index]) * Double(Swift.max(works[index].eventsPerIteration, 1))
                samples[index].append(Double(elapsed) / events)
            }
        }
        return works.indices.map { index in
            let work = works[index]
            return MeasurementResult(
                iterationsPerSample: iterations[index],
                eventsPerIteration: Swift.max(work.eventsPerIteration, 1),
                perEventNanoseconds: samples[index],
                statistics: SampleStatistics(validated: samples[index]),
                allocationsPerEvent: allocationsPerEvent(
                    events: work.eventsPerIteration,
                    iterations: work.allocationIterations,
                    samples: work.allocationSamples,
                    work.body
                )
            )
        }
    }

    /// Measures `body`, one call per iteration. For very cheap work, where the closure call itself
    /// would be a visible share, prefer ``measure(eventsPerIteration:allocationIterations:_:)``.
    public func measureEach(
        eventsPerIteration: Int = 1,
        allocationIterations: Int? = nil,
        _ body: @MainActor () -> Void
    ) -> MeasurementResult {
        measure(eventsPerIteration: eventsPerIteration, allocationIterations: allocationIterations) { iterations in
            for _ in 0..<iterations {
                body()
            }
        }
    }

    /// Allocations per event, counted as the difference between a run of `iterations` (default
    /// ``MeasurementConfiguration/allocationIterations``) and one of twice as many: per-call costs
    /// that do not scale with the iterations (a closure context, a buffer made once) cancel out,
    /// and what remains is the steady per-event figure. `nil` where allocations cannot be counted,
    /// or when ``MeasurementConfiguration/countsAllocations`` is off.
    ///
    /// The figure must not move from run to run, since it gates on any change; two things would
    /// move it. A long-lived container that the work grows (a log, a table of issued tokens)
    /// doubles its storage now and then; so the steady figure per iteration is rounded to a whole
    /// number of allocations, and one iteration of the work must be a whole cycle that allocates
    /// the same every time. And glibc sometimes hands out a block larger than asked for, which
    /// Swift's arrays use as extra capacity (they ask `malloc_usable_size`), saving a later
    /// reallocation: an iteration can allocate one or two fewer than usual, depending on the
    /// state of the heap. So the count is taken `samples` times (default
    /// ``MeasurementConfiguration/allocationSamples``), and the figure is the most frequent value
    /// (the smaller one on a tie).
    public func allocationsPerEvent(
        events: Int,
        iterations: Int? = nil,
        samples: Int? = nil,
        _ body: @MainActor (_ iterations: Int) -> Void
    ) -> Double? {
        allocationFiguresPerEvent(events: events, iterations: iterations, samples: samples, body)?.allocations
    }

    /// Heap allocations and the bytes they ask for, per event, counted as
    /// ``allocationsPerEvent(events:iterations:samples:_:)`` counts allocations (each figure the most
    /// frequent of its own samples).
    public func allocationFiguresPerEvent(
        events: Int,
        iterations: Int? = nil,
        samples: Int? = nil,
        _ body: @MainActor (_ iterations: Int) -> Void
    ) -> (allocations: Double, bytes: Double)? {
        guard AllocationCounter.isAvailable, configuration.countsAllocations else {
            return nil
        }
        let iterations = Swift.max(iterations ?? configuration.allocationIterations, 1)
        var counts: [Double] = []
        var bytes: [Double] = []
        for _ in 0..<Swift.max(samples ?? configuration.allocationSamples, 1) {
            guard let single = AllocationCounter.count({ body(iterations) }).count,
                  let double = AllocationCounter.count({ body(iterations * 2) }).count
            else {
                return nil
            }
            let difference = Double(double.allocations) - Double(single.allocations)
            counts.append((Swift.max(difference, 0) / Double(iterations)).rounded())
            let byteDifference = Double(double.bytes) - Double(single.bytes)
            bytes.append((Swift.max(byteDifference, 0) / Double(iterations)).rounded())
        }
        guard let perIteration = Self.mostFrequent(counts), let bytesPerIteration = Self.mostFrequent(bytes) else {
            return nil
        }
        let events = Double(Swift.max(events, 1))
        return (perIteration / events, bytesPerIteration / events)
    }

    /// The value that occurs most often in `values`, the smallest of those on a tie; `nil` for none.
    nonisolated static func mostFrequent(_ values: [Double]) -> Double? {
        var occurrences: [Double: Int] = [:]
        for value in values {
            occurrences[value, default: 0] += 1
        }
        return occurrences.max { lhs, rhs in
            lhs.value < rhs.value || (lhs.value == rhs.value && lhs.key > rhs.key)
        }?.key
    }

    /// Warms up, then returns the iterations per sample.
    func calibrate(_ body: @MainActor (Int) -> Void) -> Int {
        let maximum = configuration.maximumIterationsPerSample
        // Batches during warm-up grow until they last a quarter of a sample, which is long enough
        // to estimate the per-iteration time well.
        let batchTarget = Swift.max(configuration.targetSampleNanoseconds / 4, 1)
        let warmupEnd = MonotonicClock.now() &+ configuration.warmupNanoseconds
        var iterations = 1
        var elapsed = Self.time(iterations, body)
        // The fastest batch at the final size: a batch slowed by preemption would otherwise shrink
        // every sample.
        var fastest = elapsed
        while MonotonicClock.now() < warmupEnd || elapsed < batchTarget {
            if elapsed < batchTarget {
                if iterations >= maximum {
                    break
                }
                iterations = Swift.min(iterations * 2, maximum)
                fastest = UInt64.max
            }
            elapsed = Self.time(iterations, body)
            fastest = Swift.min(fastest, elapsed)
        }
        return Self.iterations(
            forTarget: configuration.targetSampleNanoseconds,
            measuredIterations: iterations,
            elapsed: fastest,
            maximum: maximum
        )
    }

    /// Iterations needed for `target` nanoseconds, given that `measuredIterations` took `elapsed`.
    nonisolated static func iterations(
        forTarget target: UInt64,
        measuredIterations: Int,
        elapsed: UInt64,
        maximum: Int
    ) -> Int {
        let perIteration = Double(Swift.max(elapsed, 1)) / Double(Swift.max(measuredIterations, 1))
        let needed = (Double(target) / perIteration).rounded(.up)
        guard needed.isFinite, needed < Double(maximum) else {
            return maximum
        }
        return Swift.max(Int(needed), 1)
    }

    @inline(__always)
    private static func time(_ iterations: Int, _ body: @MainActor (Int) -> Void) -> UInt64 {
        let start = MonotonicClock.now()
        body(iterations)
        let end = MonotonicClock.now()
        return end &- start
    }
}
