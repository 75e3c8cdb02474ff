import Foundation

/// A report as one self-contained HTML page for a person to open in a browser: the machine, the
/// claims and their verdicts, the summary, and per suite a table of factors against the reference
/// (MVC, the floor, the one-step path) coloured from green at 1× through yellow to red at 4× and
/// more, with each timing's spread on hover; a bar chart per propagation case and per reformer
/// payload, with whiskers from the fastest sample to the 90th percentile; and every figure of the
/// report, percentiles included, in a table that opens under each suite. Inline CSS and SVG only:
/// no script, no font, nothing fetched from elsewhere.
public enum HTMLReport {
    /// The page.
    public static func render(_ report: BenchmarkReport, summary: [ReportSection]) -> String {
        var body = "<h1>Benchmark results</h1>\n"
        body += machine(report)
        body += claims(report)
        if !summary.isEmpty {
            body += "<h2>Summary</h2>\n"
            // The claims have a table of their own above, with their rules.
            for section in summary where section.title != ReportSection.claimsTitle || report.claims == nil {
                body += "<h3>\(HTMLText.escape(section.title))</h3>\n"
                if !section.caption.isEmpty {
                    body += "<p class=\"caption\">\(HTMLText.escape(section.caption))</p>\n"
                }
                body += HTMLText.table(headers: section.table.headers, rows: section.table.rows) { row, column in
                    factorStyle(section.table.rows[row][column])
                }
            }
        }
        for (suite, results) in ReportRenderer.groupedBySuite(report.results) {
            body += "<section class=\"suite\" id=\"suite-\(HTMLText.escape(suite))\">\n<h2>\(HTMLText.escape(suite))</h2>\n"
            body += charts(suite: suite, results: results)
            body += factorTable(results)
            // Open where it is the suite's only table and short enough to read through.
            let opens = !hasFactors(results) && results.reduce(0) { $0 + $1.metrics.count } <= 40
            body += "<details\(opens ? " open" : "")><summary>Every figure of \(HTMLText.escape(suite))</summary>\n"
            body += figureTable(results) + "</details>\n</section>\n"
        }
        return "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            + "<title>Benchmark results</title>\n<style>\n\(style)</style>\n</head>\n<body>\n\(body)</body>\n</html>\n"
    }

    /// The factor a cell shows, `1.500×` or `(1.500×)` at its end, if any.
    static func factor(in cell: String) -> Double? {
        var text = Substring(cell.trimmingCharacters(in: .whitespaces))
        if text.hasSuffix(")") {
            guard let open = text.lastIndex(of: "(") else { return nil }
            text = text[text.index(after: open)..<text.index(before: text.endIndex)]
        }
        guard text.hasSuffix("×") else { return nil }
        return Double(text.dropLast())
    }

    /// Green at 1× (and below), yellow at 2.5×, red at 4× and more.
    static func colour(forFactor factor: Double) -> String {
        let hue = 120 * Swift.min(Swift.max((4 - factor) / 3, 0), 1)
        return "hsl(\(Int(hue.rounded())), 75%, 82%)"
    }

    private static func factorStyle(_ cell: String) -> String {
        factor(in: cell).map { "style=\"background:\(colour(forFactor: $0))\"" } ?? ""
    }

    private static func machine(_ report: BenchmarkReport) -> String {
        let lines = ReportRenderer.header(report)
        let facts = lines.filter { !$0.hasPrefix("Note: ") }
        let notes = lines.filter { $0.hasPrefix("Note: ") }.map { String($0.dropFirst(6)) }
        var html = "<ul class=\"machine\">\n" + facts.map { "<li>\(HTMLText.escape($0))</li>\n" }.joined() + "</ul>\n"
        if !notes.isEmpty {
            html += "<details><summary>Notes on this run (\(notes.count))</summary>\n<ul>\n"
                + notes.map { "<li>\(HTMLText.escape($0))</li>\n" }.joined() + "</ul>\n</details>\n"
        }
        return html
    }

    private static func claims(_ report: BenchmarkReport) -> String {
        guard let claims = report.claims, !claims.isEmpty else { return "" }
        var html = "<h2>The articles' claims</h2>\n<table class=\"claims\">\n<thead><tr><th>Claim</th><th>Articles</th>"
            + "<th>Rule</th><th>Verdict</th><th>Measured</th></tr></thead>\n<tbody>\n"
        for claim in claims {
            html += "<tr><td><strong>\(HTMLText.escape(claim.id))</strong>: \(HTMLText.escape(claim.claim))</td>"
                + "<td>\(HTMLText.escape(claim.articleNames.joined(separator: "; ")))</td><td>\(HTMLText.escape(claim.rule))</td>"
                + "<td class=\"verdict \(HTMLText.escape(claim.verdict))\">\(HTMLText.escape(claim.markedVerdict))</td>"
                + "<td>\(HTMLText.escape(claim.measured))</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    /// Whether any result of the suite carries a ratio to a reference.
    private static func hasFactors(_ results: [BenchmarkResult]) -> Bool {
        results.contains { $0.metrics.contains { $0.kind == .ratio } }
    }

    /// Rows: a case (with its parameters); columns: its architectures, or one column when the
    /// suite has none. A cell: the case's first timing and its factor against the reference, the
    /// spread on hover.
    private static func factorTable(_ results: [BenchmarkResult]) -> String {
        guard hasFactors(results) else { return "" }
        var columns: [String] = []
        var rows: [String] = []
        var cells: [String: BenchmarkResult] = [:]
        for result in results {
            let row = result.caseName + (result.parameterDescription.isEmpty ? "" : " " + result.parameterDescription)
            let column = result.architecture ?? "value"
            if !rows.contains(row) { rows.append(row) }
            if !columns.contains(column) { columns.append(column) }
            cells[row + "\u{1F}" + column] = result
        }
        var html = "<table class=\"factors\">\n<thead><tr><th>Case</th>" + columns.map { "<th>\(HTMLText.escape($0))</th>" }.joined()
            + "</tr></thead>\n<tbody>\n"
        for row in rows {
            html += "<tr><td>\(HTMLText.escape(row))</td>"
            for column in columns {
                guard let result = cells[row + "\u{1F}" + column],
                      let timing = result.metrics.first(where: { $0.kind == .time && $0.spread != nil }) ?? result.metrics.first
                else {
                    html += "<td></td>"
                    continue
                }
                let ratio = result.metrics.first { $0.kind == .ratio }
                var text = ValueFormatter.format(timing.value, unit: timing.unit)
                var attributes = ""
                if let ratio, let value = ratio.value {
                    text += " (\(ValueFormatter.format(value, unit: ratio.unit)))"
                    attributes += " style=\"background:\(colour(forFactor: value))\""
                }
                if let spread = timing.spread {
                    attributes += " title=\"\(HTMLText.escape(spreadText(spread, unit: timing.unit)))\""
                }
                html += "<td\(attributes)>\(HTMLText.escape(text))</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    /// `min 1 µs · p50 … · p90 … · p99 … · max … · MAD … · 21 samples`.
    static func spreadText(_ spread: Spread, unit: String) -> String {
        var parts = ["min " + ValueFormatter.format(spread.min, unit: unit)]
        if let p50 = spread.p50 { parts.append("p50 " + ValueFormatter.format(p50, unit: unit)) }
        parts.append("p90 " + ValueFormatter.format(spread.p90, unit: unit))
        if let p99 = spread.p99 { parts.append("p99 " + ValueFormatter.format(p99, unit: unit)) }
        parts.append("max " + ValueFormatter.format(spread.max, unit: unit))
        parts.append("MAD " + ValueFormatter.format(spread.mad, unit: unit))
        parts.append("\(spread.samples) samples")
        return parts.joined(separator: " · ")
    }

    /// Every metric of every result, with the percentiles of each timing.
    private static func figureTable(_ results: [BenchmarkResult]) -> String {
        var rows: [[String]] = []
        for result in results {
            for metric in result.metrics {
                let spread = metric.spread
                func figure(_ value: Double?) -> String {
                    value.map { ValueFormatter.format($0, unit: metric.unit) } ?? ""
                }
                rows.append([
                    result.caseName, result.architecture ?? "", result.parameterDescription, metric.name,
                    ValueFormatter.format(metric.value, unit: metric.unit), metric.kind.rawValue,
                    figure(spread?.min), figure(spread?.p50), figure(spread?.p90), figure(spread?.p99), figure(spread?.max),
                    spread.map { String($0.samples) } ?? "",
                ])
            }
        }
        let table = TextTable(
            headers: ["Case", "Architecture", "Parameters", "Metric", "Value", "Kind", "Min", "P50", "P90", "P99", "Max", "Samples"],
            rows: rows
        ).droppingEmptyColumns()
        return HTMLText.table(headers: table.headers, rows: table.rows)
    }

    /// A chart per propagation case (its architectures' timing) and per reformer payload (each
    /// path's throughput); none for other suites.
    private static func charts(suite: String, results: [BenchmarkResult]) -> String {
        var groups: [String] = []
        var bars: [String: [SVGBarChart.Bar]] = [:]
        for result in results {
            if suite == "propagation", let architecture = result.architecture,
               let timing = result.metrics.first(where: { $0.kind == .time && $0.spread != nil }),
               let value = timing.value, let spread = timing.spread {
                let title = "\(result.caseName): \(timing.name)"
                if bars[title] == nil { groups.append(title) }
                bars[title, default: []].append(SVGBarChart.Bar(label: architecture, value: value, low: spread.min, high: spread.p90,
                                                              text: ValueFormatter.format(value, unit: timing.unit)))
            }
            if suite == "reformers", let bar = throughputBar(result) {
                let payload = result.caseName.split(separator: "/").dropFirst().joined(separator: "/")
                let title = "\(payload.isEmpty ? result.caseName : payload): MB/s (longer is faster)"
                if bars[title] == nil { groups.append(title) }
                bars[title, default: []].append(bar)
            }
        }
        guard !groups.isEmpty else { return "" }
        return "<div class=\"charts\">\n" + groups.map { SVGBarChart(title: $0, bars: bars[$0] ?? []).svg }.joined() + "</div>\n"
    }

    /// A reformer path's throughput, its whisker from the throughput at the 90th-percentile time to
    /// that at the fastest time.
    private static func throughputBar(_ result: BenchmarkResult) -> SVGBarChart.Bar? {
        guard let time = result.metrics.first(where: { $0.name == "time per payload" }), let spread = time.spread,
              let median = time.value, median > 0, spread.min > 0,
              let bytes = result.metrics.first(where: { $0.name == "payload" })?.value, bytes > 0
        else {
            return nil
        }
        func megabytesPerSecond(_ nanoseconds: Double) -> Double {
            bytes / 1e6 / (nanoseconds / 1e9)
        }
        let path = result.caseName.split(separator: "/").first.map(String.init) ?? result.caseName
        return SVGBarChart.Bar(label: path, value: megabytesPerSecond(median), low: megabytesPerSecond(spread.p90),
                               high: megabytesPerSecond(spread.min),
                               text: ValueFormatter.format(megabytesPerSecond(median), unit: "MB/s"))
    }

    private static let style = """
        body { font: 14px/1.45 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 2em; color: #1d2433; }
        h1 { font-size: 1.6em; } h2 { margin-top: 2em; border-bottom: 1px solid #d8dde6; } h3 { margin-top: 1.5em; }
        table { border-collapse: collapse; margin: 0.8em 0; font-variant-numeric: tabular-nums; }
        th, td { border: 1px solid #d8dde6; padding: 3px 8px; text-align: right; vertical-align: top; }
        th:first-child, td:first-child { text-align: left; }
        th { background: #f2f4f8; }
        table.claims td, table.claims th { text-align: left; max-width: 32em; }
        td.verdict.true { background: hsl(120, 60%, 85%); } td.verdict.false { background: hsl(0, 70%, 87%); }
        td.verdict.mixed { background: hsl(50, 85%, 82%); }
        td[title] { cursor: help; }
        ul.machine { list-style: none; padding: 0; color: #4a5366; }
        p.caption { color: #4a5366; max-width: 60em; }
        details > summary { cursor: pointer; color: #35508f; margin: 0.5em 0; }
        .charts { display: flex; flex-wrap: wrap; gap: 1.5em; }

        """ + SVGBarChart.style
}
