import Foundation

/// A report in the formats the continuous-benchmarking dashboards read: Bencher Metric Format
/// (Bencher's `json` adapter) and github-action-benchmark's custom tools. Every figure with a value
/// goes out, named by its result's identifier (`suite/case/size/architecture`); figures the report
/// could not measure (`n/a`) are left out, as neither format can say "not measurable".
public enum DashboardExport {
    /// Bencher Metric Format: `{benchmark: {measure: {value, lower_value, upper_value}}}`, one
    /// benchmark per result, one measure per metric, named with its unit (`time per event (ns)`),
    /// the bounds from the samples' minimum and 90th percentile where the figure has a spread.
    public static func bencherMetricFormat(_ report: BenchmarkReport) throws -> String {
        var benchmarks: [String: [String: BencherMetric]] = [:]
        for result in report.results {
            for metric in result.metrics {
                guard let value = metric.value else { continue }
                benchmarks[result.identifier, default: [:]][measureName(metric)] = BencherMetric(
                    value: value, lower_value: metric.spread?.min, upper_value: metric.spread?.p90
                )
            }
        }
        return try encode(benchmarks)
    }

    /// github-action-benchmark's `customSmallerIsBetter` (`biggerIsBetter` false) or
    /// `customBiggerIsBetter` list: `[{name, unit, value, range, extra}]`, with the figures that are
    /// better that way; `range` is the samples' median absolute deviation, `extra` the figure's kind
    /// (whether it gates `bench compare`).
    public static func githubActionBenchmark(_ report: BenchmarkReport, biggerIsBetter: Bool) throws -> String {
        var entries: [GitHubEntry] = []
        for result in report.results {
            for metric in result.metrics where metric.lowerIsBetter != biggerIsBetter {
                guard let value = metric.value else { continue }
                entries.append(GitHubEntry(
                    name: "\(result.identifier): \(metric.name)",
                    unit: metric.unit,
                    value: value,
                    range: metric.spread.map { "± \(ValueFormatter.formatNumber($0.mad))" },
                    extra: metric.kind.rawValue
                ))
            }
        }
        return try encode(entries)
    }

    /// Bencher names a measure with at most 64 characters.
    static let measureNameLimit = 64

    /// `time per event (ns)`; the metric's name alone when it has no unit.
    static func measureName(_ metric: Metric) -> String {
        let name = metric.unit.isEmpty ? metric.name : "\(metric.name) (\(metric.unit))"
        return String(name.prefix(measureNameLimit))
    }

    // Field names are the formats' own.
    struct BencherMetric: Codable, Equatable {
        var value: Double
        var lower_value: Double?
        var upper_value: Double?
    }

    struct GitHubEntry: Codable, Equatable {
        var name: String
        var unit: String
        var value: Double
        var range: String?
        var extra: String?
    }

    private static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }
}
