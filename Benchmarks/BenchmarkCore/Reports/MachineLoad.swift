import Foundation

/// How busy the machine was around a run: its load averages (runnable processes, averaged over 1, 5
/// and 15 minutes) when the run started and when it ended. Absolute times carry the machine's load,
/// so a report names it. The figures at the start are read before anything is measured; those at the
/// end include the run itself, which keeps one core busy: it adds up to 1 to each, the whole 1 only
/// to an average over less time than the run took.
public struct MachineLoad: Sendable, Codable, Equatable {
    /// The 1-, 5- and 15-minute load averages at one moment.
    public struct Averages: Sendable, Codable, Equatable {
        /// Averaged over the last minute.
        public var oneMinute: Double
        /// Averaged over the last 5 minutes.
        public var fiveMinutes: Double
        /// Averaged over the last 15 minutes.
        public var fifteenMinutes: Double

        /// Creates the three averages.
        public init(oneMinute: Double, fiveMinutes: Double, fifteenMinutes: Double) {
            self.oneMinute = oneMinute
            self.fiveMinutes = fiveMinutes
            self.fifteenMinutes = fifteenMinutes
        }

        /// The averages now, or nil where the system does not tell them.
        public static func current() -> Averages? {
            var averages = [Double](repeating: 0, count: 3)
            guard getloadavg(&averages, 3) == 3 else {
                return nil
            }
            return Averages(oneMinute: averages[0], fiveMinutes: averages[1], fifteenMinutes: averages[2])
        }
    }

    /// When the run started.
    public var atStart: Averages
    /// When the run ended.
    public var atEnd: Averages

    /// Creates the load of a run from the averages at its start and end.
    public init(atStart: Averages, atEnd: Averages) {
        self.atStart = atStart
        self.atEnd = atEnd
    }

    /// The load of a run that started at `start` and ends now; nil when either is not known.
    public static func ending(startedAt start: Averages?) -> MachineLoad? {
        guard let start, let end = Averages.current() else {
            return nil
        }
        return MachineLoad(atStart: start, atEnd: end)
    }

    /// The report header's line: the averages at the start and at the end, two decimals each.
    public var summaryLine: String {
        "Load: \(Self.format(atStart)) at the start, \(Self.format(atEnd)) at the end (1-, 5- and 15-minute averages)"
    }

    private static func format(_ averages: Averages) -> String {
        [averages.oneMinute, averages.fiveMinutes, averages.fifteenMinutes]
            .map { String(format: "%.2f", $0) }
            .joined(separator: " / ")
    }
}
