/// One measured figure of a benchmark result.
public struct Metric: Sendable, Codable, Equatable {
    /// Name, unique within its result, e.g. `time per event`, `allocations per event`, `lines`.
    public var name: String
    /// The value, or `nil` when it cannot be measured here (shown as `n/a`, encoded as JSON `null`).
    public var value: Double?
    /// Unit, e.g. `ns`, `allocs`, `records/s`, `MB/s`, `lines`, `×`, `%`; may be empty.
    public var unit: String
    /// How the figure is compared between reports.
    public var kind: MetricKind
    /// Direction of improvement, used for ``MetricKind/ratio`` regressions.
    public var lowerIsBetter: Bool
    /// Spread of the samples behind a timing.
    public var spread: Spread?

    /// Creates a metric.
    public init(
        name: String,
        value: Double?,
        unit: String,
        kind: MetricKind,
        lowerIsBetter: Bool = true,
        spread: Spread? = nil
    ) {
        self.name = name
        self.value = value
        self.unit = unit
        self.kind = kind
        self.lowerIsBetter = lowerIsBetter
        self.spread = spread
    }

    /// Median time per event of `measurement`, in nanoseconds, with its spread.
    public static func timePerEvent(_ measurement: MeasurementResult, name: String = "time per event") -> Metric {
        Metric(
            name: name,
            value: measurement.statistics.median,
            unit: "ns",
            kind: .time,
            spread: measurement.spread
        )
    }

    /// Allocations per event of `measurement`: deterministic, `n/a` where not countable.
    public static func allocationsPerEvent(
        _ measurement: MeasurementResult,
        name: String = "allocations per event"
    ) -> Metric {
        Metric(name: name, value: measurement.allocationsPerEvent, unit: "allocs", kind: .deterministic)
    }

    /// Bytes the heap allocations of one event asked for. Deterministic, as the allocation count is.
    public static func bytesPerEvent(_ measurement: MeasurementResult, name: String = "bytes allocated per event") -> Metric {
        Metric(name: name, value: measurement.bytesPerEvent, unit: "bytes", kind: .deterministic)
    }

    /// The peak resident memory of the case's own fresh process, in MB (10^6 bytes), and the same
    /// process's peak before the case was set up, once its fixture was made and once it was set
    /// up, so that the peak splits into start-up, fixture, set-up and the events. Never gate.
    public static func residentMemory(_ measurement: MeasurementResult) -> [Metric] {
        func megabytes(_ bytes: Double?) -> Double? { bytes.map { ($0 / 1e4).rounded() / 100 } }
        return [
            Metric(name: "peak resident memory", value: megabytes(measurement.peakResidentBytes), unit: "MB", kind: .memory),
            Metric(name: "peak at start-up", value: megabytes(measurement.startUpPeakBytes), unit: "MB", kind: .memory),
            Metric(name: "peak after the fixture", value: megabytes(measurement.fixturePeakBytes), unit: "MB", kind: .memory),
            Metric(name: "peak after set-up", value: megabytes(measurement.setUpPeakBytes), unit: "MB", kind: .memory),
        ]
    }

    /// Instructions one event executes, as the report's counter counted them, to a hundredth; with the count at
    /// each placement as its samples when the count depends on where the code lies
    /// (``CodePlacement``).
    public static func instructions(_ count: InstructionCount, name: String = "instructions per event") -> Metric {
        func hundredths(_ value: Double) -> Double { (value * 100).rounded() / 100 }
        return Metric(name: name, value: hundredths(count.perEvent), unit: "instr", kind: .instructions,
                      spread: count.placements.flatMap { Spread(values: $0.map(hundredths)) })
    }

    /// A ratio of two figures of the same run, `numerator / denominator`; `nil` if the denominator
    /// is zero or either is missing.
    public static func ratio(
        name: String,
        numerator: Double?,
        denominator: Double?,
        lowerIsBetter: Bool = true,
        samples: (numerator: Spread?, denominator: Spread?) = (nil, nil)
    ) -> Metric {
        var value: Double?
        if let numerator, let denominator, denominator != 0 {
            value = numerator / denominator
        }
        return Metric(name: name, value: value, unit: "×", kind: .ratio, lowerIsBetter: lowerIsBetter,
                      spread: value == nil ? nil : ratioSpread(samples.numerator, over: samples.denominator))
    }

    /// A ratio of two instruction counts, gated as they are (``MetricKind/instructions``). Where a
    /// count was taken at several placements (``CodePlacement``), each placement's count makes a
    /// sample of the ratio, over the other count (or its placement of the same number), so that a
    /// ratio moves only as far as its counts do.
    public static func instructionRatio(name: String, numerator: Metric?, denominator: Metric?) -> Metric {
        var factor = ratio(name: name, numerator: numerator?.value, denominator: denominator?.value)
        factor.kind = .instructions
        guard factor.value != nil, let top = numerator?.value, let bottom = denominator?.value else {
            return factor
        }
        let samples: [Double]?
        switch (numerator?.spread?.values, denominator?.spread?.values) {
        case let (tops?, bottoms?) where tops.count == bottoms.count && !bottoms.contains(0):
            samples = zip(tops, bottoms).map { $0 / $1 }
        case let (tops?, nil):
            samples = tops.map { $0 / bottom }
        case let (nil, bottoms?) where !bottoms.contains(0):
            samples = bottoms.map { top / $0 }
        default:
            samples = nil
        }
        factor.spread = samples.flatMap { Spread(values: $0) }
        return factor
    }

    /// The samples of a ratio: each round's numerator sample over the same round's denominator
    /// sample. A case and its reference are measured in turns, one sample of each per round, so
    /// sample i of both comes from round i; without as many samples of each there are none, as a
    /// ratio over one side's median alone would hide the other side's noise. The median of these
    /// samples is close to, but not always, the ratio of the medians that the figure reports.
    static func ratioSpread(_ numerator: Spread?, over denominator: Spread?) -> Spread? {
        guard let top = numerator?.values, let bottom = denominator?.values, !top.isEmpty, bottom.count == top.count,
              !bottom.contains(0)
        else {
            return nil
        }
        return Spread(values: zip(top, bottom).map { $0 / $1 }, iterationsPerSample: nil)
    }

    private enum CodingKeys: String, CodingKey {
        case name, value, unit, kind, lowerIsBetter, spread
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        value = try container.decodeIfPresent(Double.self, forKey: .value)
        unit = try container.decodeIfPresent(String.self, forKey: .unit) ?? ""
        kind = try container.decode(MetricKind.self, forKey: .kind)
        lowerIsBetter = try container.decodeIfPresent(Bool.self, forKey: .lowerIsBetter) ?? true
        spread = try container.decodeIfPresent(Spread.self, forKey: .spread)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        // Written as an explicit null so a reader sees "not measurable", not a forgotten field.
        if let value {
            try container.encode(value, forKey: .value)
        } else {
            try container.encodeNil(forKey: .value)
        }
        try container.encode(unit, forKey: .unit)
        try container.encode(kind, forKey: .kind)
        try container.encode(lowerIsBetter, forKey: .lowerIsBetter)
        try container.encodeIfPresent(spread, forKey: .spread)
    }
}
