import Foundation
import Testing
@testable import BenchmarkCore

/// The dashboard exports against the shapes their tools document: Bencher Metric Format (an object
/// of benchmarks, each an object of measures, each `value` with optional `lower_value` and
/// `upper_value`, all numbers; measure names at most 64 characters) and github-action-benchmark's
/// custom lists (objects with string `name` and `unit`, number `value`, optional string `range` and
/// `extra`). Every figure with a value goes out exactly once.
@Suite("Dashboard exports")
struct DashboardExportTests {
    /// The fixture report plus a figure where higher is better.
    private let report: BenchmarkReport = {
        var report = Fixtures.report(allocations: nil)
        report.results.append(BenchmarkResult(suite: "reformers", caseName: "one-step/v1/1000", metrics: [
            Metric(name: "MB/s", value: 640, unit: "MB/s", kind: .time, lowerIsBetter: false),
        ]))
        return report
    }()

    /// Every figure with a value, as `identifier: metric`.
    private var figures: Set<String> {
        Set(report.results.flatMap { result in
            result.metrics.filter { $0.value != nil }.map { "\(result.identifier): \($0.name)" }
        })
    }

    /// A JSON number (the texts hold no `true` or `false`, checked below, so no number is a boolean).
    private func isNumber(_ value: Any?) -> Bool {
        value is NSNumber
    }

    @Test("Bencher Metric Format: benchmarks of measures of numbers, every figure once")
    func bencherMetricFormat() throws {
        let text = try ReportRenderer.render(report, as: .bmf)
        #expect(!text.contains("true") && !text.contains("false"))
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        var exported: Set<String> = []
        for (benchmark, measures) in root {
            let measures = try #require(measures as? [String: Any], "\(benchmark)")
            for (measure, metric) in measures {
                #expect(measure.count <= DashboardExport.measureNameLimit)
                let metric = try #require(metric as? [String: Any])
                #expect(Set(metric.keys).isSubset(of: ["value", "lower_value", "upper_value"]))
                #expect(isNumber(metric["value"]))
                for bound in ["lower_value", "upper_value"] where metric[bound] != nil {
                    #expect(isNumber(metric[bound]))
                }
                exported.insert("\(benchmark): \(measure)")
            }
        }
        #expect(exported.count == figures.count)
        let time = try #require((root["propagation/login: type username/MVVM"] as? [String: Any])?["time per event (ns)"]
            as? [String: Double])
        #expect(time == ["value": 100, "lower_value": 90, "upper_value": 120])
        // Not measurable is left out, not written as zero.
        #expect((root["propagation/login: type username/MVVM"] as? [String: Any])?["allocations per event (allocs)"] == nil)
    }

    @Test("github-action-benchmark: two lists that split the figures by which way is better")
    func githubActionBenchmark() throws {
        var exported: [String] = []
        for (format, biggerIsBetter) in [(OutputFormat.githubSmallerIsBetter, false), (.githubBiggerIsBetter, true)] {
            let text = try ReportRenderer.render(report, as: format)
            #expect(!text.contains(": true") && !text.contains(": false"))
            let entries = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
            for entry in entries {
                #expect(Set(entry.keys).isSubset(of: ["name", "unit", "value", "range", "extra"]))
                #expect(entry["name"] is String)
                #expect(entry["unit"] is String)
                #expect(isNumber(entry["value"]))
                #expect(entry["range"] == nil || entry["range"] is String)
                #expect(entry["extra"] == nil || entry["extra"] is String)
                exported.append(entry["name"] as? String ?? "")
            }
            if biggerIsBetter {
                #expect(entries.map { $0["name"] as? String } == ["reformers/one-step/v1/1000: MB/s"])
            }
        }
        #expect(exported.count == figures.count)
        #expect(Set(exported) == figures)
    }
}
