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
    /// - Parameter allocationIterations: iterations for the allocation count, overriding
    ///   ``MeasurementConfiguration/allocationIterations``; keep it the same from run to run.
    public func measure(
        eventsPerIteration: Int = 1,
        allocationIterations: Int? = nil,
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
            allocationsPerEvent: allocationsPerEvent(events: events, iterations: allocationIterations, body)
        )
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
    /// and what remains is the steady per-event figure. `nil` where allocations cannot be counted.
    public func allocationsPerEvent(
        events: Int,
        iterations: Int? = nil,
        _ body: @MainActor (_ iterations: Int) -> Void
    ) -> Double? {
        guard AllocationCounter.isAvailable else {
            return nil
        }
        let iterations = Swift.max(iterations ?? configuration.allocationIterations, 1)
        guard let single = AllocationCounter.count({ body(iterations) }).count,
              let double = AllocationCounter.count({ body(iterations * 2) }).count
        else {
            return nil
        }
        let difference = Double(double.allocations) - Double(single.allocations)
        return Swift.max(difference, 0) / (Double(iterations) * Double(Swift.max(events, 1)))
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
