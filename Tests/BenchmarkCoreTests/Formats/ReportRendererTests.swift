import Foundation
import Testing
@testable import BenchmarkCore

/// A report as a person reads it: plain and Markdown tables, summaries, the debug warning, and
/// numbers formatted the same on every machine.
@Suite struct ReportRendererTests {
    @Test func tableGroupsBySuiteAndShowsSpread() throws {
        let text = try ReportRenderer.render(Fixtures.report(allocations: nil), as: .table)
        let propagation = try #require(text.range(of: "== propagation =="))
        let glue = try #require(text.range(of: "== glue-code =="))
        #expect(propagation.lowerBound < glue.lowerBound)
        #expect(text.contains("100 ns"))
        #expect(text.contains("120 ns"))
        #expect(text.contains("n/a"))
        #expect(text.contains("events=10"))
        #expect(!text.contains("DEBUG"))
        // Aligned: every row of a table has no trailing spaces.
        #expect(!text.split(separator: "\n").contains { $0.hasSuffix(" ") })
    }

    @Test func markdownHasOneTablePerSuite() throws {
        let text = try ReportRenderer.render(Fixtures.report(), as: .markdown)
        #expect(text.contains("## propagation"))
        #expect(text.contains("## glue-code"))
        #expect(text.contains("| Case |"))
        #expect(text.contains("---:"))
    }

    @Test func summarySectionsComeBetweenTheHeaderAndTheSuites() throws {
        let summary = [ReportSection(
            title: "Side by side",
            caption: "What the cells are.",
            table: TextTable(headers: ["Case", "MVC"], alignments: [.left, .right], rows: [["keystroke", "1 µs"]])
        )]
        let markdown = try ReportRenderer.render(Fixtures.report(), as: .markdown, summary: summary)
        let heading = try #require(markdown.range(of: "## Summary\n\n### Side by side\n\nWhat the cells are.\n\n| Case | MVC |"))
        let suite = try #require(markdown.range(of: "## propagation"))
        let machine = try #require(markdown.range(of: "- CPU: Test CPU"))
        #expect(machine.lowerBound < heading.lowerBound && heading.lowerBound < suite.lowerBound)

        let table = try ReportRenderer.render(Fixtures.report(), as: .table, summary: summary)
        let plain = try #require(table.range(of: "== Summary: Side by side ==\nWhat the cells are.\nCase"))
        #expect(plain.lowerBound < (table.range(of: "== propagation ==")?.lowerBound ?? plain.lowerBound))
        // JSON carries figures only.
        #expect(try ReportRenderer.render(Fixtures.report(), as: .json, summary: summary) == ReportRenderer.render(Fixtures.report(), as: .json))
        #expect(!(try ReportRenderer.render(Fixtures.report(), as: .markdown)).contains("## Summary"))
    }

    @Test func debugReportsAreMarked() throws {
        let report = Fixtures.report(build: .debug)
        #expect(report.isDebugBuild)
        #expect(try ReportRenderer.render(report, as: .table).contains("WARNING: DEBUG BUILD"))
        #expect(try ReportRenderer.render(report, as: .markdown).contains("WARNING: DEBUG BUILD"))
        #expect(MachineInfo.debugBuildWarning.contains("DEBUG"))
    }

    @Test func theHeaderNamesTheInstructionCounter() throws {
        #expect(try ReportRenderer.render(Fixtures.report(instructions: 10_000), as: .table)
                .contains("Instructions: valgrind-3.19.0 (callgrind)\n"))
        var mac = Fixtures.report(instructions: 10_000)
        mac.instructionCounting = RetiredInstructions.counting(kernel: "Darwin 24.5.0 arm64")
        let header = try ReportRenderer.render(mac, as: .table)
        #expect(header.contains("Instructions: retired instructions (proc_pid_rusage ri_instructions), Darwin 24.5.0 arm64\n"))
        #expect(!header.contains("callgrind"))
        #expect(!(try ReportRenderer.render(Fixtures.report(), as: .table)).contains("Instructions:"))
    }

    @Test func theHeaderNamesTheMachineLoad() throws {
        var report = Fixtures.report()
        #expect(!(try ReportRenderer.render(report, as: .table)).contains("Load:"))
        report.machineLoad = Fixtures.machineLoad
        let line = "Load: 0.50 / 0.25 / 0.20 at the start, 1.50 / 1.25 / 1.00 at the end (1-, 5- and 15-minute averages)"
        #expect(try ReportRenderer.render(report, as: .table).contains(line + "\n"))
        #expect(try ReportRenderer.render(report, as: .markdown).contains("- " + line + "\n"))
    }

    @Test func wideLayoutForSuitesWithoutTimings() {
        let results = [
            BenchmarkResult(suite: "glue-code", caseName: "all/all", architecture: "MVC", metrics: [
                Metric(name: "lines", value: 10, unit: "lines", kind: .deterministic),
                Metric(name: "glue share", value: 12.5, unit: "%", kind: .deterministic),
            ]),
        ]
        let table = ReportRenderer.table(for: results)
        #expect(table.headers == ["Case", "Architecture", "lines", "glue share"])
        #expect(table.rows == [["all/all", "MVC", "10", "12.50%"]])
    }

    @Test func textTableAlignsColumns() {
        let table = TextTable(headers: ["Name", "Value"], alignments: [.left, .right], rows: [["a", "1"], ["long name", "100"]])
        #expect(table.renderPlain() == """
            Name       Value
            ---------  -----
            a              1
            long name    100
            """)
        #expect(TextTable(headers: ["A|B"], rows: [["x|y"]]).renderMarkdown() == "| A\\|B |\n| --- |\n| x\\|y |")
    }

    @Test(arguments: [
        (Double?.none, "ns", "n/a"),
        (12, "ns", "12 ns"),
        (1_234.5, "ns", "1.234 µs"),
        (2_500_000, "ns", "2.500 ms"),
        (3e9, "ns", "3 s"),
        (1.5, "×", "1.500×"),
        (1_234_567, "records/s", "1234567 records/s"),
        (0.25, "", "0.250"),
    ])
    func formatsValues(value: Double?, unit: String, expected: String) {
        #expect(ValueFormatter.format(value, unit: unit) == expected)
    }
}
