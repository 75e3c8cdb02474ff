/// The report's headline as one self-contained SVG, for the results page: for each propagation case, each
/// architecture's time per event relative to the reference (MVC), a bar per architecture with a
/// whisker from the fastest to the 90th-percentile round (each round times every architecture in
/// turn, so a round's ratio carries that moment's load on both sides), a diamond at the same ratio
/// in instructions where they were counted (the work alone, which no load moves), and a dashed
/// line at 1×.
///
/// Ratios, not times, because a ratio is the figure a reader can carry to another machine; the
/// report's tables keep the times. Styles inline, no script, no font from elsewhere.
public enum ResultsChart {
    /// What goes wrong when a report cannot be charted.
    public struct NothingToChart: Error, CustomStringConvertible {
        public var description: String {
            "the report has no propagation ratios to chart: run the propagation suite (it is in every full and quick run)"
        }
    }

    static let suite = "propagation"

    /// The chart of `report`'s propagation ratios.
    ///
    /// - Throws: ``NothingToChart`` when the report has none.
    public static func svg(_ report: BenchmarkReport) throws(NothingToChart) -> String {
        var order: [String] = []
        var bars: [String: [SVGBarChart.Bar]] = [:]
        var reference: String?
        var hasInstructions = false
        for result in report.results where result.suite == suite {
            guard let architecture = result.architecture,
                  let ratio = result.metrics.first(where: { $0.kind == .ratio && $0.name.hasPrefix("vs ") }),
                  let value = ratio.value
            else { continue }
            let name = String(ratio.name.dropFirst(3))
            reference = reference ?? name
            // The same ratio on instructions, where they were counted: the work, without the load.
            let instructions = result.metrics.first { $0.kind == .instructions && $0.name == "vs \(name) in instructions" }?.value
            if instructions != nil { hasInstructions = true }
            if bars[result.caseName] == nil { order.append(result.caseName) }
            bars[result.caseName, default: []].append(SVGBarChart.Bar(
                label: architecture, value: value, low: ratio.spread?.min, high: ratio.spread?.p90,
                text: ValueFormatter.format(value, unit: ratio.unit)
                    + (instructions.map { " (◆ " + ValueFormatter.format($0, unit: ratio.unit) + ")" } ?? ""),
                marker: instructions))
        }
        guard let reference, !order.isEmpty else { throw NothingToChart() }
        let title = "Time per event relative to \(reference): shorter is cheaper"
        let source = [
            "A \(report.quick ? "quick" : "full") \(report.buildConfiguration.rawValue) run, \(report.date), "
                + "\(report.machine.toolchain), \(report.machine.cpu).",
            "Whiskers: the fastest to the 90th-percentile round; dashed line: \(reference) (1×).",
        ] + (hasInstructions
            ? ["◆: the same ratio in instructions, counted \(report.instructionsCounted): the work alone, without the load."]
            : [])
        // One scale for every case, so that 1× is at one place down the whole chart.
        let charts = order.map { SVGBarChart(title: $0, bars: bars[$0] ?? []) }
        let scale = charts.map { $0.largestValue(referenceLine: 1) }.max() ?? 1
        var top = 34.0 + 16.0 * Double(source.count)
        var body = ""
        for chart in charts {
            guard let content = chart.content(top: top, referenceLine: 1, scale: scale) else { continue }
            body += content
            top += chart.height + 12
        }
        let width = Int(SVGBarChart.width)
        let height = Int(top)
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" width=\"\(width)\" height=\"\(height)\" "
            + "viewBox=\"0 0 \(width) \(height)\">\n<title>\(HTMLText.escape(title))</title>\n"
            + "<style>\n\(SVGBarChart.style)\nsvg .heading { font-size: 15px; font-weight: bold; } svg .source { fill: #4a5366; }\n</style>\n"
            + "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
            + "<text x=\"0\" y=\"16\" class=\"heading\">\(HTMLText.escape(title))</text>\n"
            + source.enumerated().map { index, line in
                "<text x=\"0\" y=\"\(36 + 16 * index)\" class=\"source\">\(HTMLText.escape(line))</text>\n"
            }.joined()
            + body + "</svg>\n"
    }
}
