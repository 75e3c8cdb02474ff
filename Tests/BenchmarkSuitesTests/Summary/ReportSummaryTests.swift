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

    @Test("Counted instructions get a table of their own beside the times, with their ratio to MVC")
    func instructions() throws {
        func keystroke(_ architecture: String, _ instructions: Double?, _ ratio: Double?) -> BenchmarkResult {
            BenchmarkResult(suite: "propagation", caseName: "keystroke", architecture: architecture, metrics: [
                Metric(name: "time per event", value: 1_000, unit: "ns", kind: .time),
            ] + (instructions.map { [Metric.instructions(InstructionCount(perEvent: $0))] } ?? []) + [
                Metric(name: "vs MVC", value: 1, unit: "×", kind: .ratio),
            ] + (ratio.map { [Metric(name: "vs MVC in instructions", value: $0, unit: "×", kind: .instructions)] } ?? []))
        }
        let counted = ReportSummary.sections(of: report([keystroke("MVC", 8_000, 1), keystroke("MVVM", 8_800, 1.1)]))
        let table = try #require(counted.first { $0.title == "Instructions per event (ratio to MVC)" })
        #expect(table.table.headers == ["Case", "MVC", "MVVM"])
        #expect(table.table.rows == [["propagation/keystroke", "8000 (1×)", "8800 (1.100×)"]])
        #expect(table.caption.hasPrefix("Counted under Valgrind (bench --instructions): the same for the same binary"))
        // On a Mac the caption names the kernel's counter, which the CPU keeps and does not simulate.
        var mac = report([keystroke("MVC", 8_000, 1), keystroke("MVVM", 8_800, 1.1)])
        mac.instructionCounting = RetiredInstructions.counting(kernel: "Darwin 24.5.0 arm64")
        let macTable = try #require(ReportSummary.sections(of: mac).first { $0.title == "Instructions per event (ratio to MVC)" })
        #expect(macTable.caption.hasPrefix("Counted from the kernel's count of retired instructions (bench --instructions): "
            + "far steadier than a time"))
        let uncounted = ReportSummary.sections(of: report([keystroke("MVC", nil, nil), keystroke("MVVM", nil, nil)]))
        #expect(!uncounted.contains { $0.title.hasPrefix("Instructions") })
    }

    @Test("A peak splits into start-up, fixture, set-up and events, which add up to it; – where a case has no fixture")
    func memorySplit() throws {
        func result(_ caseName: String, _ architecture: String, fixture: Double?) -> BenchmarkResult {
            BenchmarkResult(suite: "propagation", caseName: caseName, architecture: architecture, metrics: [
                Metric(name: "time per event", value: 1_000, unit: "ns", kind: .time),
                Metric(name: "peak resident memory", value: 61.8, unit: "MB", kind: .memory),
                Metric(name: "peak at start-up", value: 21.4, unit: "MB", kind: .memory),
                Metric(name: "peak after the fixture", value: fixture, unit: "MB", kind: .memory),
                Metric(name: "peak after set-up", value: 56.6, unit: "MB", kind: .memory),
            ])
        }
        let sections = ReportSummary.sections(of: report([
            result("list-landing/100000", "MVC", fixture: 42.5), result("keystroke", "MVC", fixture: nil),
        ]))
        let split = try #require(sections.first { $0.title.hasPrefix("Propagation: where the peak resident memory comes from") })
        #expect(split.table.rows == [["list-landing/100000", "21.4 + 21.1 + 14.1 + 5.2"], ["keystroke", "21.4 + – + 35.2 + 5.2"]])
    }

    @Test("A reformer's instructions are per byte, each path against the one-step path")
    func reformerInstructions() throws {
        func path(_ name: String, _ perByte: Double, _ ratio: Double) -> BenchmarkResult {
            BenchmarkResult(suite: "reformers", caseName: "\(name)/v1/10", metrics: [
                Metric(name: "time per payload", value: 1_000, unit: "ns", kind: .time),
                Metric.instructions(InstructionCount(perEvent: perByte), name: "instructions per byte"),
                Metric(name: "vs one-step in instructions", value: ratio, unit: "×", kind: .instructions),
            ])
        }
        let sections = ReportSummary.sections(of: report([path("one-step", 50, 1), path("dictionary", 1_000, 20)]))
        let table = try #require(sections.first { $0.title.hasPrefix("Reformers: instructions per byte") })
        #expect(table.table.headers == ["Payload", "one-step", "two-step-reader", "two-step-decoder", "dictionary"])
        #expect(table.table.rows == [["v1/10", "50 (1×)", "n/a (n/a)", "n/a (n/a)", "1000 (20×)"]])
    }

    @Test("No figures, no sections")
    func empty() {
        #expect(ReportSummary.sections(of: report([])).isEmpty)
    }
}
