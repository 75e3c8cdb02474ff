/// The metrics of one benchmark case, for one architecture and one set of parameters.
public struct BenchmarkResult: Sendable, Codable, Equatable {
    /// Suite, e.g. `propagation`, `reformer`, `glue-code`.
    public var suite: String
    /// Case within the suite, e.g. `login: type username`.
    public var caseName: String
    /// Architecture, when the case is per architecture (`MVC`, `MVVM-DC`, ...).
    public var architecture: String?
    /// Parameters that distinguish runs of the same case, e.g. `size: 1000`, `shape: v2`.
    public var parameters: [String: String]
    /// The figures measured.
    public var metrics: [Metric]

    /// Creates a result.
    public init(
        suite: String,
        caseName: String,
        architecture: String? = nil,
        parameters: [String: String] = [:],
        metrics: [Metric]
    ) {
        self.suite = suite
        self.caseName = caseName
        self.architecture = architecture
        self.parameters = parameters
        self.metrics = metrics
    }

    /// `suite/case/architecture`, the name `--filter` matches against.
    public var identifier: String {
        BenchFilter.identifier(suite: suite, caseName: caseName, architecture: architecture)
    }

    /// Parameters as `key=value` pairs sorted by key, joined with `, `; empty when there are none.
    public var parameterDescription: String {
        parameters.keys.sorted().map { "\($0)=\(parameters[$0] ?? "")" }.joined(separator: ", ")
    }

    /// The key that identifies `metric` of this result across reports.
    public func key(for metric: Metric) -> MetricKey {
        MetricKey(
            suite: suite,
            caseName: caseName,
            architecture: architecture,
            parameters: parameterDescription,
            metric: metric.name
        )
    }

    private enum CodingKeys: String, CodingKey {
        case suite
        case caseName = "case"
        case architecture
        case parameters
        case metrics
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        suite = try container.decode(String.self, forKey: .suite)
        caseName = try container.decode(String.self, forKey: .caseName)
        architecture = try container.decodeIfPresent(String.self, forKey: .architecture)
        parameters = try container.decodeIfPresent([String: String].self, forKey: .parameters) ?? [:]
        metrics = try container.decode([Metric].self, forKey: .metrics)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(suite, forKey: .suite)
        try container.encode(caseName, forKey: .caseName)
        try container.encodeIfPresent(architecture, forKey: .architecture)
        try container.encode(parameters, forKey: .parameters)
        try container.encode(metrics, forKey: .metrics)
    }
}
