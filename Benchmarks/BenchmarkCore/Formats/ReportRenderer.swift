import Foundation

/// Writes a ``BenchmarkReport`` as a plain table, Markdown, JSON, an HTML page, a chart, the claims alone, or a
/// dashboard's format.
///
/// Tables are grouped by suite, suites in the order of their first result, rows in result order.
/// Columns that are empty throughout a suite are left out. Summary sections, if given, come between
/// the header and the suites' tables; JSON carries the figures only.
public enum ReportRenderer {
    /// Renders `report` in `format`, with `summary` ahead of the suites' tables. Only JSON encoding
    /// can throw.
    public static func render(
        _ report: BenchmarkReport,
        as format: OutputFormat,
        summary: [ReportSection] = []
    ) throws -> String {
        switch format {
        case .table: return renderTable(report, summary: summary)
        case .markdown: return renderMarkdown(report, summary: summary)
        case .json: return String(decoding: try report.jsonData(), as: UTF8.self) + "\n"
        case .html: return HTMLReport.render(report, summary: summary)
        case .svg: return try ResultsChart.svg(report)
        case .claims: return ClaimsDigest.markdown(report.claims ?? []) + "\n"
        case .answer: return try AnswerFirst.markdown(report, chartPath: AnswerFirst.chartPath)
        case .answerChart: return try AnswerFirst.svg(report)
        case .bmf: return try DashboardExport.bencherMetricFormat(report)
        case .githubSmallerIsBetter: return try DashboardExport.githubActionBenchmark(report, biggerIsBetter: false)
        case .githubBiggerIsBetter: return try DashboardExport.githubActionBenchmark(report, biggerIsBetter: true)
        }
    }

    /// Plain text with aligned columns.
    public static func renderTable(_ report: BenchmarkReport, summary: [ReportSection] = []) -> String {
        var sections = [header(report).joined(separator: "\n")]
        for section in summary {
            let caption = section.caption.isEmpty ? "" : section.caption + "\n"
            sections.append("== Summary: \(section.title) ==\n" + caption + section.table.renderPlain())
        }
        for (suite, results) in groupedBySuite(report.results) {
            sections.append("== \(suite) ==\n" + table(for: results).renderPlain())
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// Markdown: a heading per summary section, then per suite.
    public static func renderMarkdown(_ report: BenchmarkReport, summary: [ReportSection] = []) -> String {
        var sections = ["# Benchmark results", header(report).map { "- \($0)" }.joined(separator: "\n")]
        if !summary.isEmpty {
            sections.append("## Summary")
        }
        for section in summary {
            let caption = section.caption.isEmpty ? "" : section.caption + "\n\n"
            sections.append("### \(section.title)\n\n" + caption + section.table.renderMarkdown())
        }
        for (suite, results) in groupedBySuite(report.results) {
            sections.append("## \(suite)\n\n" + table(for: results).renderMarkdown())
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// Results grouped by suite, suites in first-appearance order.
    public static func groupedBySuite(_ results: [BenchmarkResult]) -> [(suite: String, results: [BenchmarkResult])] {
        var order: [String] = []
        var groups: [String: [BenchmarkResult]] = [:]
        for result in results {
            if groups[result.suite] == nil {
                order.append(result.suite)
            }
            groups[result.suite, default: []].append(result)
        }
        return order.map { ($0, groups[$0] ?? []) }
    }

    static func header(_ report: BenchmarkReport) -> [String] {
        var lines: [String] = []
        if report.isDebugBuild {
            lines.append("WARNING: DEBUG BUILD — timings are not representative")
        }
        lines += report.machine.summaryLines
        lines.append("Date: \(report.date)")
        if let revision = report.revision {
            lines.append("Commit: \(revision)")
        }
        lines.append("Mode: \(report.quick ? "quick (smoke run)" : "full")")
        lines.append("Allocations: \(report.allocationCounting)")
        if let counter = report.instructionCounting {
            // Valgrind is named by its version alone; the tool it ran is said here.
            lines.append("Instructions: \(counter)" + (RetiredInstructions.counted(counter) ? "" : " (callgrind)"))
        }
        if let machineLoad = report.machineLoad {
            lines.append(machineLoad.summaryLine)
        }
        lines += report.notes.map { "Note: \($0)" }
        return lines
    }

    /// A suite's table. Suites without timings (no spreads) get one row per result and one column
    /// per metric, which keeps counts such as the glue-code figures compact; suites with timings
    /// get one row per metric, with the spread beside each timing.
    static func table(for results: [BenchmarkResult]) -> TextTable {
        let hasSpread = results.contains { $0.metrics.contains { $0.spread != nil } }
        return hasSpread ? longTable(for: results) : wideTable(for: results)
    }

    static func wideTable(for results: [BenchmarkResult]) -> TextTable {
        var names: [String] = []
        for result in results {
            for metric in result.metrics where !names.contains(metric.name) {
                names.append(metric.name)
            }
        }
        let rows = results.map { result -> [String] in
            let cells = names.map { name -> String in
                guard let metric = result.metrics.first(where: { $0.name == name }) else {
                    return ""
                }
                // A unit that repeats the column header ("lines" under "lines") is left out.
                return ValueFormatter.format(metric.value, unit: metric.unit == name ? "" : metric.unit)
            }
            return [result.caseName, result.architecture ?? "", result.parameterDescription] + cells
        }
        return TextTable(
            headers: ["Case", "Architecture", "Parameters"] + names,
            alignments: [.left, .left, .left] + names.map { _ in .right },
            rows: rows
        ).droppingEmptyColumns()
    }

    static func longTable(for results: [BenchmarkResult]) -> TextTable {
        var rows: [[String]] = []
        for result in results {
            for metric in result.metrics {
                let spread = metric.spread
                rows.append([
                    result.caseName,
                    result.architecture ?? "",
                    result.parameterDescription,
                    metric.name,
                    ValueFormatter.format(metric.value, unit: metric.unit),
                    spread.map { ValueFormatter.format($0.min, unit: metric.unit) } ?? "",
                    spread.map { ValueFormatter.format($0.p90, unit: metric.unit) } ?? "",
                    spread.map { ValueFormatter.format($0.mad, unit: metric.unit) } ?? "",
                    spread.map { String($0.samples) } ?? "",
                ])
            }
        }
        return TextTable(
            headers: ["Case", "Architecture", "Parameters", "Metric", "Value", "Min", "P90", "MAD", "Samples"],
            alignments: [.left, .left, .left, .left, .right, .right, .right, .right, .right],
            rows: rows
        ).droppingEmptyColumns()
    }
}
