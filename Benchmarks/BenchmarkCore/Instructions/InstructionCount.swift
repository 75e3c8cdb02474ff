/// The instructions one event of a case executes, as ``CodePlacement`` decides them: one exact
/// count, or the median of the counts at several placements when the count depends on where the
/// code lies.
public struct InstructionCount: Sendable, Equatable {
    /// The figure: the count, or the placements' median.
    public var perEvent: Double
    /// The count at each placement, in placement order, when they differ; `nil` when one count is
    /// the figure.
    public var placements: [Double]?

    /// One exact count.
    public init(perEvent: Double) {
        self.perEvent = perEvent
        placements = nil
    }

    /// The counts at several placements: their median is the figure.
    public init(placements: [Double]) {
        self.placements = placements
        perEvent = (try? SampleStatistics(placements))?.median ?? 0
    }

    /// The same count per something else (per byte of a payload): every placement divided too.
    public func divided(by divisor: Double) -> InstructionCount {
        var count = self
        count.perEvent /= divisor
        count.placements = placements?.map { $0 / divisor }
        return count
    }
}
