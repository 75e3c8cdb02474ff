/// What a counting child ran in its two windows of work, N iterations and then 2N, and the
/// instructions counted in each: the one arithmetic that turns them into a figure per event,
/// whichever counter counted them (Valgrind's callgrind from outside, or the process's own retired
/// instructions on macOS, ``RetiredInstructions``).
///
/// The second window minus the first is N iterations' work: start-up, set-up, the checks and
/// whatever a window costs however long it is cancel in the difference.
public struct CountedWindows: Sendable, Equatable {
    /// Iterations of work in the first window; the second ran twice as many.
    public var iterations: Int
    /// Events one iteration stands for.
    public var eventsPerIteration: Int
    /// The instructions counted in each window, in order; empty until a counter has counted them.
    public var windows: [UInt64]

    /// Windows of `iterations` and twice as many iterations of `eventsPerIteration` events each.
    public init(iterations: Int, eventsPerIteration: Int, windows: [UInt64] = []) {
        self.iterations = iterations
        self.eventsPerIteration = eventsPerIteration
        self.windows = windows
    }

    /// The line the child prints: `N EVENTS`, followed by the windows when it counted them itself.
    public var answer: String {
        (["\(iterations)", "\(eventsPerIteration)"] + windows.map { "\($0)" }).joined(separator: " ")
    }

    /// Reads a child's ``answer``; nil unless it is N and EVENTS, both positive, then whole numbers.
    public init?(answer: String) {
        let fields = answer.split(whereSeparator: \.isWhitespace)
        guard fields.count >= 2, let iterations = Int(fields[0]), let events = Int(fields[1]), iterations > 0, events > 0
        else {
            return nil
        }
        var windows: [UInt64] = []
        for field in fields.dropFirst(2) {
            guard let window = UInt64(field) else { return nil }
            windows.append(window)
        }
        self.init(iterations: iterations, eventsPerIteration: events, windows: windows)
    }

    /// The windows between consecutive readings of a counter that only grows: `[b - a, c - b]` for
    /// the readings `[a, b, c]`; nil when a reading is missing or smaller than the one before.
    public static func windows(betweenReadings readings: [UInt64?]) -> [UInt64]? {
        let counted = readings.compactMap { $0 }
        guard counted.count == readings.count, counted.count >= 2 else { return nil }
        var windows: [UInt64] = []
        for (earlier, later) in zip(counted, counted.dropFirst()) {
            guard later >= earlier else { return nil }
            windows.append(later - earlier)
        }
        return windows
    }

    /// The instructions one event executes: the second window minus the first, over the first's
    /// events; nil unless there are exactly two windows, the second not smaller than the first.
    public var perEvent: Double? {
        guard windows.count == 2, windows[1] >= windows[0] else { return nil }
        return Double(windows[1] - windows[0]) / Double(iterations * eventsPerIteration)
    }
}
