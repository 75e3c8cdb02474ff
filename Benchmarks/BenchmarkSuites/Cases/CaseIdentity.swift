import BenchmarkCore

/// What a case is called: the suite, the case, the architecture it drives (if any) and the
/// parameters that set it apart. Its ``identifier`` is what `--filter` matches and `--list` prints.
public struct CaseIdentity: Sendable, Hashable {
    /// Suite: `propagation`, `binding`, `reformers` or `glue`.
    public var suite: String
    /// Case within the suite, e.g. `keystroke` or `one-step/v2/100000`.
    public var caseName: String
    /// Display name of the architecture, for per-architecture cases.
    public var architecture: String?
    /// Fixed descriptions of the work (never measured values), shown in tables and part of a
    /// figure's identity across reports.
    public var parameters: [String: String]

    /// Creates an identity.
    public init(suite: String, caseName: String, architecture: String? = nil, parameters: [String: String] = [:]) {
        self.suite = suite
        self.caseName = caseName
        self.architecture = architecture
        self.parameters = parameters
    }

    /// `suite/case/architecture`, e.g. `propagation/keystroke/MVC`.
    public var identifier: String {
        BenchFilter.identifier(suite: suite, caseName: caseName, architecture: architecture)
    }

    /// A result of this case carrying `metrics`.
    func result(_ metrics: [Metric]) -> BenchmarkResult {
        BenchmarkResult(
            suite: suite, caseName: caseName, architecture: architecture, parameters: parameters, metrics: metrics
        )
    }
}
