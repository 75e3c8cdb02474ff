/// One piece of work for ``Runner/measureInterleaved(_:)``: what
/// ``Runner/measure(eventsPerIteration:allocationIterations:allocationSamples:_:)`` takes as
/// arguments, kept so that several can be measured in turns.
@MainActor
public struct InterleavedWork {
    /// Events one iteration stands for; results are per event.
    public var eventsPerIteration: Int
    /// Iterations for the allocation count, or `nil` for the configuration's.
    public var allocationIterations: Int?
    /// Allocation counts to take, or `nil` for the configuration's.
    public var allocationSamples: Int?
    /// Runs the work the given number of times.
    public var body: @MainActor (_ iterations: Int) -> Void

    /// Creates a piece of work.
    public init(
        eventsPerIteration: Int = 1,
        allocationIterations: Int? = nil,
        allocationSamples: Int? = nil,
        body: @escaping @MainActor (_ iterations: Int) -> Void
    ) {
        self.eventsPerIteration = eventsPerIteration
        self.allocationIterations = allocationIterations
        self.allocationSamples = allocationSamples
        self.body = body
    }
}
