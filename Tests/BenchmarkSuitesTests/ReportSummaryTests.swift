import BenchmarkCore
import Testing
@testable import BenchmarkSuites

/// The summary is built from the report's figures, architecture by architecture.
@Suite("Report summary")
struct ReportSummaryTests {
    private func report(_ results: [BenchmarkResult]) -> BenchmarkReport {
        BenchmarkReport(
            machine: MachineInfo(toolchain: "Swift", operatingSystem: "OS", kernel: "K", cpu: "CPU", activeCores: 2,
                                 totalCores: 2, buildConfiguration: .release),
            date: "2025-01-01T00:00:00Z",
            quick: true,
            allocationCounting: "test",
            results: results
        )
    }

    @Test("Propagation puts architectures side by side with their ratio to MVC")
    func propagation() throws {
        func keystroke(_ architecture: String, _ time: Double, _ ratio: Double) -> BenchmarkResult {
            BenchmarkResult(suite: "propagation", caseName: "keystroke", architecture: architecture, metrics: [
                Metric(name: "time per event", value: time, unit: "ns", kind: .time),
                Metric(name: "allocations per event", value: 4, unit: "allocs", kind: .deterministic),
                Metric(name: "vs MVC", value: ratio, unit: "×", kind: .ratio),
            ])
        }
        let sections = ReportSummary.sections(of: report([keystroke("MVC", 1_000, 1), keystroke("MVP", 1_500, 1.5)]))
        #expect(sections.map(\.title).count == 2)
        let times = try #require(sections.first)
        #expect(times.table.headers == ["Case", "MVC", "MVP"])
        #expect(times.table.rows == [["keystroke", "1 µs (1×)", "1.500 µs (1.500×)"]])
        #expect(sections[1].table.rows == [["keystroke", "4", "4"]])
    }

    private func glue(_ architecture: String, lines: Double, glue: Double) -> [BenchmarkResult] {
        [
            BenchmarkResult(suite: "glue", caseName: "all/all", architecture: architecture, metrics: [
                Metric(name: "lines", value: lines, unit: "lines", kind: .deterministic),
            ]),
            BenchmarkResult(suite: "glue", caseName: "all/glue", architecture: architecture, metrics: [
                Metric(name: "lines", value: glue, unit: "lines", kind: .deterministic),
            ]),
        ]
    }

    /// The three reformer paths of one payload: `ratios` are two-step's and dictionary's time over
    /// one-step's, `allocations` one-step's, two-step's and dictionary's.
    private func reformer(
        _ payload: String, ratios: (Double, Double), allocations: (Double, Double, Double)
    ) -> [BenchmarkResult] {
        let paths: [(String, Double, Double)] = [
            ("one-step", 1, allocations.0), ("two-step", ratios.0, allocations.1), ("dictionary", ratios.1, allocations.2),
        ]
        return paths.map { path, ratio, allocations in
            BenchmarkResult(suite: "reformers", caseName: "\(path)/\(payload)", metrics: [
                Metric(name: "allocations per payload", value: allocations, unit: "allocs", kind: .deterministic),
                Metric(name: "vs one-step", value: ratio, unit: "×", kind: .ratio),
            ])
        }
    }

    @Test("The seed claims are judged by the report's own figures")
    func seedClaims() throws {
        let fewer = report(glue("MVC", lines: 100, glue: 10) + glue("MVP", lines: 150, glue: 30) + glue("VIPER", lines: 300, glue: 5))
        let claims = try #require(ReportSummary.sections(of: fewer).last)
        #expect(claims.title == "Seed claims, as measured")
        #expect(claims.table.rows == [[
            "MVC needs the fewest lines", "true",
            "MVC 100 lines; the fewest of the others: MVP 150 (1.500×); the most: VIPER 300 (3×). Glue lines: MVC 10, not the fewest.",
        ]])

        let more = report(glue("MVC", lines: 200, glue: 10) + glue("MVP", lines: 150, glue: 30))
        #expect(ReportSummary.sections(of: more).last?.table.rows.first?[1] == "false")

        let mixed = report(reformer("v1/10", ratios: (1.2, 3), allocations: (90, 100, 200))
            + reformer("v2/10", ratios: (0.9, 2.5), allocations: (95, 100, 150)))
        #expect(ReportSummary.sections(of: mixed).last?.table.rows == [[
            "The one-step reformer is cheaper", "mixed",
            "two-step / one-step time from 0.900× (v2/10) to 1.200× (v1/10); dictionary / one-step time from 2.500× (v2/10) "
                + "to 3× (v1/10); the one-step path is the cheapest for 1 of 2 payloads. Allocations per payload, one-step: "
                + "5 to 10 fewer than two-step, 55 to 110 fewer than dictionary.",
        ]])
        let cheaper = report(reformer("v1/10", ratios: (1.2, 3), allocations: (90, 100, 200)))
        #expect(ReportSummary.sections(of: cheaper).last?.table.rows.first?[1] == "true")
    }

    @Test("No figures, no sections")
    func empty() {
        #expect(ReportSummary.sections(of: report([])).isEmpty)
    }
}
