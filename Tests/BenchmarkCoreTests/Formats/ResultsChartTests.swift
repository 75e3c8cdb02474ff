import Foundation
import Testing
@testable import BenchmarkCore

/// The results page's chart: every propagation ratio as a bar, one scale for every case, 1× marked, the
/// run it comes from named, and nothing that needs the network or a script.
@Suite("Results chart")
struct ResultsChartTests {
    private func result(_ caseName: String, _ architecture: String, _ factor: Double, rounds: [Double]? = nil) -> BenchmarkResult {
        BenchmarkResult(suite: "propagation", caseName: caseName, architecture: architecture, metrics: [
            Metric(name: "time per event", value: 1_000 * factor, unit: "ns", kind: .time),
            Metric(name: "vs MVC in instructions", value: factor * 0.9, unit: "×", kind: .instructions),
            Metric(name: "vs MVC", value: factor, unit: "×", kind: .ratio, spread: rounds.flatMap { Spread(values: $0) }),
        ])
    }

    private var report: BenchmarkReport {
        var report = Fixtures.report()
        report.results = [
            result("keystroke", "MVC", 1), result("keystroke", "<MVVM>", 2.5, rounds: [2.25, 2.5, 2.75, 4]),
            result("theme-change", "MVC", 1), result("theme-change", "<MVVM>", 0.36),
            BenchmarkResult(suite: "glue", caseName: "all/all", architecture: "MVC", metrics: [
                Metric(name: "lines", value: 812, unit: "lines", kind: .deterministic),
            ]),
        ]
        return report
    }

    @Test("A bar per architecture and case, with its factor, the reference named, the run named")
    func bars() throws {
        let svg = try ReportRenderer.render(report, as: .svg)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(svg.matches(of: /class="bar"/).count == 4)
        #expect(svg.contains(">keystroke</text>") && svg.contains(">theme-change</text>"))
        for text in [">2.500× (◆ 2.250×)</text>", ">0.360× (◆ 0.324×)</text>", ">1× (◆ 0.900×)</text>", "&lt;MVVM&gt;", "relative to MVC", report.date] {
            #expect(svg.contains(text), "\(text)")
        }
        #expect(!svg.contains("<MVVM>"), "labels are escaped")
        #expect(!svg.contains("812"), "only propagation ratios are drawn")
        #expect(!svg.contains("<script") && !svg.contains("href"), "it stands alone")
    }

    @Test("Every case shares one scale: the 1× line is at the same place in each")
    func oneScale() throws {
        let svg = try ResultsChart.svg(report)
        let lines = svg.matches(of: /class="reference" x1="([0-9.]+)"/).map { String($0.1) }
        #expect(lines.count == 2)
        #expect(Set(lines).count == 1)
    }

    @Test("A ratio's rounds draw a whisker from the fastest to the 90th percentile; none without rounds")
    func whiskers() throws {
        let svg = try ResultsChart.svg(report)
        // One bar has rounds: its whisker is a line and its two end ticks.
        #expect(svg.matches(of: /class="whisker"/).count == 3)
    }

    @Test("A report without propagation ratios is refused with a reason, not drawn empty")
    func nothingToChart() {
        var report = report
        report.results.removeAll { $0.suite == "propagation" }
        #expect(throws: ResultsChart.NothingToChart.self) { try ResultsChart.svg(report) }
    }

    @Test("Text stays text in the SVG: markup joined to a combining mark is escaped, what XML cannot carry is replaced")
    func escaping() {
        #expect(HTMLText.escape("<\u{301}&\u{FE0F}\u{0}\u{FFFF}\t") == "&lt;\u{301}&amp;\u{FE0F}\u{FFFD}\u{FFFD}\t")
    }

    @Test("Where instructions were counted, each bar carries the same ratio in instructions as a diamond, and the legend says so")
    func instructionMarkers() throws {
        let svg = try ResultsChart.svg(report)
        #expect(svg.matches(of: /class="marker"/).count == 4)
        #expect(svg.contains(">2.500× (◆ 2.250×)</text>"))
        #expect(svg.contains("◆: the same ratio in instructions"))
        var uncounted = report
        uncounted.results = uncounted.results.map { result in
            var result = result
            result.metrics.removeAll { $0.kind == .instructions }
            return result
        }
        let plain = try ResultsChart.svg(uncounted)
        #expect(!plain.contains("class=\"marker\"") && !plain.contains("◆"))
    }
}
