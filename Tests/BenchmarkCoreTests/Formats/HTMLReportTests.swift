import Foundation
import Testing
@testable import BenchmarkCore

/// The HTML page stands alone (no script, nothing fetched), shows every figure of the JSON report,
/// colours factors from green to red, and draws the charts it promises.
@Suite("HTML report")
struct HTMLReportTests {
    /// Three architectures of a propagation case with samples and ratios, a reformer payload with a
    /// throughput, a glue figure, a claim, and text that must stay text.
    private let report: BenchmarkReport = {
        func keystroke(_ architecture: String, _ median: Double, _ factor: Double) -> BenchmarkResult {
            let spread = Spread(values: [median * 0.98, median, median * 1.01, median * 1.2, median])
            return BenchmarkResult(suite: "propagation", caseName: "keystroke", architecture: architecture, metrics: [
                Metric(name: "time per event", value: median, unit: "ns", kind: .time, spread: spread),
                Metric(name: "allocations per event", value: 0.5, unit: "allocs", kind: .deterministic),
                Metric(name: "vs MVC", value: factor, unit: "×", kind: .ratio),
            ])
        }
        var report = Fixtures.report()
        report.notes = ["<script>alert(1)</script> & friends"]
        report.results = [keystroke("MVC", 1_000, 1), keystroke("MVVM", 2_500, 2.5), keystroke("VIPER", 5_000, 5)]
        report.results.append(BenchmarkResult(suite: "reformers", caseName: "one-step/v1/1000", metrics: [
            Metric(name: "time per payload", value: 100_000, unit: "ns", kind: .time,
                   spread: Spread(values: [90_000, 100_000, 120_000])),
            Metric(name: "payload", value: 64_000, unit: "bytes", kind: .deterministic),
            Metric(name: "vs one-step", value: 1, unit: "×", kind: .ratio),
        ]))
        report.results.append(BenchmarkResult(suite: "glue", caseName: "all/all", architecture: "MVC", metrics: [
            Metric(name: "lines", value: 812, unit: "lines", kind: .deterministic),
        ]))
        report.claims = [JudgedClaim(id: "viper-is-boilerplate", seeds: ["003"], claim: "VIPER is <mostly> glue.",
                                     rule: "glue share > 50%", verdict: "mixed", measured: "VIPER 41%")]
        return report
    }()

    private func page() throws -> String {
        try ReportRenderer.render(report, as: .html)
    }

    @Test("One page that needs nothing else: no script, no link or source from elsewhere")
    func selfContained() throws {
        let html = try page()
        #expect(html.hasPrefix("<!doctype html>"))
        #expect(html.hasSuffix("</html>\n"))
        #expect(html.contains("<style>"))
        #expect(!html.lowercased().contains("<script"))
        for reference in ["src=", "href=", "@import", "url("] {
            #expect(!html.contains(reference), "\(reference)")
        }
        // The only address on the page is SVG's namespace, which names and fetches nothing.
        let addresses = html.components(separatedBy: "http").count - 1
        #expect(addresses == html.components(separatedBy: "xmlns=\"http://www.w3.org/2000/svg\"").count - 1)
    }

    @Test("Every figure of the JSON report is on the page")
    func everyFigure() throws {
        let html = try page()
        for result in report.results {
            for metric in result.metrics {
                let shown = HTMLText.escape(ValueFormatter.format(metric.value, unit: metric.unit))
                #expect(html.contains(shown), "\(result.identifier) \(metric.name) \(shown)")
            }
            for metric in result.metrics {
                guard let spread = metric.spread else { continue }
                for value in [spread.min, spread.p90, spread.max] + [spread.p50, spread.p99].compactMap({ $0 }) {
                    #expect(html.contains(HTMLText.escape(ValueFormatter.format(value, unit: metric.unit))))
                }
            }
        }
    }

    @Test("Text from the report stays text")
    func escaped() throws {
        let html = try page()
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; friends"))
        #expect(html.contains("VIPER is &lt;mostly&gt; glue."))
        #expect(HTMLText.escape("a\"b'c") == "a&quot;b&#39;c")
    }

    @Test("Factors are coloured green at 1×, yellow between, red from 4×; the spread shows on hover")
    func factorColours() throws {
        #expect(HTMLReport.colour(forFactor: 1) == "hsl(120, 75%, 82%)")
        #expect(HTMLReport.colour(forFactor: 0.5) == "hsl(120, 75%, 82%)")
        #expect(HTMLReport.colour(forFactor: 2.5) == "hsl(60, 75%, 82%)")
        #expect(HTMLReport.colour(forFactor: 4) == "hsl(0, 75%, 82%)")
        #expect(HTMLReport.colour(forFactor: 40) == "hsl(0, 75%, 82%)")
        #expect(HTMLReport.factor(in: "1.500 µs (1.500×)") == 1.5)
        #expect(HTMLReport.factor(in: "5.682×") == 5.682)
        #expect(HTMLReport.factor(in: "812 lines") == nil)
        let html = try page()
        #expect(html.contains("style=\"background:hsl(0, 75%, 82%)\" title=\"min 4.900 µs · p50 5 µs"))
        #expect(html.contains("<table class=\"factors\">"))
    }

    @Test("A chart per propagation case, with a bar and a whisker per architecture, and one per reformer payload")
    func charts() throws {
        let html = try page()
        #expect(html.components(separatedBy: "<svg ").count - 1 == 2)
        #expect(html.contains("<title>keystroke: time per event</title>"))
        #expect(html.contains("<title>v1/1000: MB/s (longer is faster)</title>"))
        #expect(html.components(separatedBy: "class=\"bar\"").count - 1 == 4)
        #expect(html.components(separatedBy: "class=\"whisker\"").count - 1 == 4 * 3)
    }

    @Test("The claims, each with its verdict")
    func claims() throws {
        let html = try page()
        #expect(html.contains("<td class=\"verdict mixed\">mixed</td>"))
        #expect(html.contains("<strong>viper-is-boilerplate</strong>"))
    }
}
