/// What `bench count-allocations CASE` answers in one line: allocations and bytes asked for per
/// event, and the child's peak resident memory at its end, before the case was set up, once its
/// fixture was made, and once it was set up; each a number, or `n/a` where it cannot be had.
public struct ChildFigures: Sendable, Equatable {
    public var allocationsPerEvent: Double?
    public var bytesPerEvent: Double?
    public var peakResidentBytes: Double?
    /// The peak before the case's work was made: the benchmark's own start-up.
    public var startUpPeakBytes: Double?
    /// The peak once the case's fixture was made (the fake server's answers), where the case marks
    /// it (``SetUpMarks``).
    public var fixturePeakBytes: Double?
    /// The peak once the case's work was made (its screens, the fake server's answers), before its
    /// first event.
    public var setUpPeakBytes: Double?

    /// The figures, in the order the line gives them.
    public init(allocationsPerEvent: Double?, bytesPerEvent: Double?, peakResidentBytes: Double?,
                startUpPeakBytes: Double? = nil, fixturePeakBytes: Double? = nil, setUpPeakBytes: Double? = nil) {
        self.allocationsPerEvent = allocationsPerEvent
        self.bytesPerEvent = bytesPerEvent
        self.peakResidentBytes = peakResidentBytes
        self.startUpPeakBytes = startUpPeakBytes
        self.fixturePeakBytes = fixturePeakBytes
        self.setUpPeakBytes = setUpPeakBytes
    }

    /// `12 2048 31457280 20971520 23068672 25165824`, or `n/a n/a 31457280 n/a n/a n/a`.
    public var line: String {
        [allocationsPerEvent, bytesPerEvent, peakResidentBytes, startUpPeakBytes, fixturePeakBytes, setUpPeakBytes]
            .map { $0.map { "\($0)" } ?? AllocationCountCommand.unavailable }
            .joined(separator: " ")
    }

    /// The figures of `line`, or nil when it is not six figures or `n/a`s.
    public init?(line: String) {
        let fields = line.split(separator: " ").map(String.init)
        guard fields.count == 6 else { return nil }
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
        self.init(allocationsPerEvent: values[0], bytesPerEvent: values[1], peakResidentBytes: values[2],
                  startUpPeakBytes: values[3], fixturePeakBytes: values[4], setUpPeakBytes: values[5])
    }
}
