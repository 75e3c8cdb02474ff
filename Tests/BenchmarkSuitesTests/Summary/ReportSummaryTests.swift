import BenchmarkCore
import Testing
@testable import BenchmarkSuites

/// The summary is built from the report's figures, architecture by architecture.
@Suite("Report summary")
struct ReportSummaryTests: ReportFixtures {
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
        // The two propagation tables, and the one claim those figures judge.
        #expect(sections.map(\.title).count == 3)
        #expect(sections.last?.table.rows.first?.first?.hasPrefix("users-cannot-notice") == true)
        let times = try #require(sections.first)
        #expect(times.table.headers == ["Case", "MVC", "MVP"])
        #expect(times.table.rows == [["keystroke", "1 µs (1×)", "1.500 µs (1.500×)"]])
        #expect(sections[1].table.rows == [["keystroke", "4", "4"]])
    }

    @Test("No figures, no sections")
    func empty() {
        #expect(ReportSummary.sections(of: report([])).isEmpty)
    }
}
