import Foundation
import Testing
@testable import BenchmarkCore

@Suite struct BenchmarkReportTests {
    @Test func jsonRoundTripKeepsEverything() throws {
        let report = Fixtures.report(allocations: nil)
        let decoded = try BenchmarkReport.decode(from: report.jsonData())
        #expect(decoded == report)
    }

    @Test func jsonIsStableAndExplicit() throws {
        let report = Fixtures.report(allocations: nil)
        let text = String(decoding: try report.jsonData(), as: UTF8.self)
        #expect(try report.jsonData() == Fixtures.report(allocations: nil).jsonData())
        // An unmeasurable value is an explicit null, not an absent key.
        #expect(text.contains("\"value\" : null"))
        #expect(text.contains("\"case\" : \"login: type username\""))
        // Sorted keys: "buildConfiguration" comes before "date", which comes before "machine".
        let build = try #require(text.range(of: "\"buildConfiguration\""))
        let date = try #require(text.range(of: "\"date\""))
        #expect(build.lowerBound < date.lowerBound)
    }

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

    @Test func debugReportsAreMarked() throws {
        let report = Fixtures.report(build: .debug)
        #expect(report.isDebugBuild)
        #expect(try ReportRenderer.render(report, as: .table).contains("WARNING: DEBUG BUILD"))
        #expect(try ReportRenderer.render(report, as: .markdown).contains("WARNING: DEBUG BUILD"))
        #expect(MachineInfo.debugBuildWarning.contains("DEBUG"))
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

    @Test func machineInfoParsing() {
        let osRelease = """
            NAME="Debian GNU/Linux"
            PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"
            ID=debian
            """
        #expect(MachineInfo.osReleaseValue("PRETTY_NAME", in: osRelease) == "Debian GNU/Linux 12 (bookworm)")
        #expect(MachineInfo.osReleaseValue("ID", in: osRelease) == "debian")
        #expect(MachineInfo.osReleaseValue("VERSION", in: osRelease) == nil)
        let cpuInfo = "processor\t: 0\nmodel name\t: Test CPU @ 3.00GHz\nflags\t: fpu\n"
        #expect(MachineInfo.cpuModel(inCPUInfo: cpuInfo) == "Test CPU @ 3.00GHz")
        #expect(MachineInfo.cpuModel(inCPUInfo: "processor: 0\n") == nil)
    }

    @Test func currentMachineIsDescribed() {
        let machine = MachineInfo.current()
        #expect(machine.toolchain.hasPrefix("Swift "))
        #expect(!machine.operatingSystem.isEmpty)
        #expect(!machine.cpu.isEmpty)
        #expect(machine.activeCores >= 1)
        #expect(machine.buildConfiguration == BuildConfiguration.current)
        #expect(machine.summaryLines.count == 5)
    }
}
