/// Identifies one figure across reports: suite, case, architecture, parameters and metric name.
public struct MetricKey: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Suite name.
    public var suite: String
    /// Case name.
    public var caseName: String
    /// Architecture, if any.
    public var architecture: String?
    /// Parameters as sorted `key=value` pairs.
    public var parameters: String
    /// Metric name.
    public var metric: String

    /// Creates a key.
    public init(suite: String, caseName: String, architecture: String?, parameters: String, metric: String) {
        self.suite = suite
        self.caseName = caseName
        self.architecture = architecture
        self.parameters = parameters
        self.metric = metric
    }

    public var description: String {
        var parts = [suite, caseName]
        if let architecture {
            parts.append(architecture)
        }
        if !parameters.isEmpty {
            parts.append("[\(parameters)]")
        }
        parts.append(metric)
        return parts.joined(separator: " / ")
    }

    private var sortFields: [String] {
        [suite, caseName, architecture ?? "", parameters, metric]
    }

    public static func < (lhs: MetricKey, rhs: MetricKey) -> Bool {
        lhs.sortFields.lexicographicallyPrecedes(rhs.sortFields) { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
