/// What `bench count-allocations CASE` answers in one line: allocations and bytes asked for per
/// event, and the child's peak resident memory; each a number, or `n/a` where it cannot be had.
public struct ChildFigures: Sendable, Equatable {
    public var allocationsPerEvent: Double?
    public var bytesPerEvent: Double?
    public var peakResidentBytes: Double?

    /// The figures, in the order the line gives them.
    public init(allocationsPerEvent: Double?, bytesPerEvent: Double?, peakResidentBytes: Double?) {
        self.allocationsPerEvent = allocationsPerEvent
        self.bytesPerEvent = bytesPerEvent
        self.peakResidentBytes = peakResidentBytes
    }

    /// `12 2048 31457280`, or `n/a n/a 31457280`.
    public var line: String {
        [allocationsPerEvent, bytesPerEvent, peakResidentBytes]
            .map { $0.map { "\($0)" } ?? AllocationCountCommand.unavailable }
            .joined(separator: " ")
    }

    /// The figures of `line`, or nil when it is not three figures or `n/a`s.
    public init?(line: String) {
        let fields = line.split(separator: " ").map(String.init)
        guard fields.count == 3 else { return nil }
        var values: [Double?] = []
        for field in fields {
            if field == AllocationCountCommand.unavailable {
                values.append(nil)
            } else if let value = Double(field), value.isFinite, value >= 0 {
                values.append(value)
            } else {
                return nil
            }
        }
        self.init(allocationsPerEvent: values[0], bytesPerEvent: values[1], peakResidentBytes: values[2])
    }
}
