/// One figure of a comparison: its values in both reports and the verdict.
public struct ComparisonEntry: Sendable, Equatable {
    /// Which figure.
    public var key: MetricKey
    /// The metric in the base report, if present there.
    public var base: Metric?
    /// The metric in the head report, if present there.
    public var head: Metric?
    /// The verdict.
    public var status: ComparisonStatus
    /// Whether this entry makes the comparison fail.
    public var gates: Bool

    /// Creates an entry.
    public init(key: MetricKey, base: Metric?, head: Metric?, status: ComparisonStatus, gates: Bool) {
        self.key = key
        self.base = base
        self.head = head
        self.status = status
        self.gates = gates
    }

    /// The kind that decides gating: the base's, or the head's for a new figure.
    public var kind: MetricKind {
        base?.kind ?? head?.kind ?? .time
    }

    /// `(head - base) / |base|`, or `nil` unless both values exist. A change from zero is infinite.
    public var relativeChange: Double? {
        guard let baseValue = base?.value, let headValue = head?.value else {
            return nil
        }
        return Self.relativeChange(from: baseValue, to: headValue)
    }

    /// The relative change of `metric` from `base` to `head` in its worse direction: positive when
    /// it got worse (a time up, a throughput down).
    public static func worsening(of metric: Metric, from base: Double, to head: Double) -> Double {
        let change = relativeChange(from: base, to: head)
        return metric.lowerIsBetter ? change : -change
    }

    /// `(head - base) / |base|`; zero to zero is no change, zero to anything else is infinite.
    public static func relativeChange(from base: Double, to head: Double) -> Double {
        if base == head {
            return 0
        }
        if base == 0 {
            return head > 0 ? .infinity : -.infinity
        }
        return (head - base) / abs(base)
    }
}
