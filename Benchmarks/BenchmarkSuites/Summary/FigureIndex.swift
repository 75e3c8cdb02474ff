import BenchmarkCore

/// A report's figures looked up by suite, case, architecture and metric name.
struct FigureIndex {
    private let results: [BenchmarkResult]
    private var metrics: [String: Metric] = [:]

    init(_ report: BenchmarkReport) {
        self.init(results: report.results)
    }

    init(results: [BenchmarkResult]) {
        self.results = results
        for result in results {
            for metric in result.metrics {
                let key = Self.key(result.suite, result.caseName, result.architecture, metric.name)
                if metrics[key] == nil {
                    metrics[key] = metric
                }
            }
        }
    }

    /// The metric, if the report has it.
    func metric(_ suite: String, _ caseName: String, _ architecture: String?, _ name: String) -> Metric? {
        metrics[Self.key(suite, caseName, architecture, name)]
    }

    /// The metric formatted with its unit (or with `unit` instead), `n/a` when missing or not measurable.
    func format(_ suite: String, _ caseName: String, _ architecture: String?, _ name: String, unit: String? = nil) -> String {
        guard let metric = metric(suite, caseName, architecture, name) else {
            return "n/a"
        }
        return ValueFormatter.format(metric.value, unit: unit ?? metric.unit)
    }

    /// Architectures of `suite`, in order of first appearance.
    func architectures(in suite: String) -> [String] {
        unique(results.filter { $0.suite == suite }.compactMap(\.architecture))
    }

    /// Architectures of one case of `suite`, in order of first appearance.
    func architectures(in suite: String, caseName: String) -> [String] {
        unique(results.filter { $0.suite == suite && $0.caseName == caseName }.compactMap(\.architecture))
    }

    /// Metric names of one case of `suite`, in order of first appearance.
    func metricNames(in suite: String, caseName: String) -> [String] {
        unique(results.filter { $0.suite == suite && $0.caseName == caseName }.flatMap { $0.metrics.map(\.name) })
    }

    /// Case names of `suite`, in order of first appearance.
    func caseNames(in suite: String) -> [String] {
        unique(results.filter { $0.suite == suite }.map(\.caseName))
    }

    private func unique(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }

    private static func key(_ suite: String, _ caseName: String, _ architecture: String?, _ name: String) -> String {
        [suite, caseName, architecture ?? "", name].joined(separator: "\u{1F}")
    }
}
