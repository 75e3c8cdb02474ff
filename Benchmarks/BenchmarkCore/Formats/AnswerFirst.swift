import Foundation

/// The README's first screen, from a full report: how the articles' claims came out (the tally of
/// verdicts), a few sentences of what the figures say, and one chart a reader takes in at a glance:
/// each architecture's code today against what a change to the app cost it, one point each, as
/// a size-against-speed plot does. Every number is read from the report.
public enum AnswerFirst {
    /// What goes wrong when a report lacks the figures the answer reads.
    public struct MissingFigures: Error, CustomStringConvertible {
        public var description: String {
            "the report has no claims, glue-code or change figures to answer from: use a full run's JSON report "
                + "(bench --format json), which has all three"
        }
    }

    /// Where the README finds the chart (`bench render REPORT.json --format answer-chart`).
    public static let chartPath = "docs/answer.svg"

    /// One architecture's point: its code lines today and the mean code lines each change cost it.
    public struct Point: Sendable, Equatable {
        public var architecture: String
        public var codeLines: Double
        public var linesPerChange: Double
        public var changes: Int
    }

    /// The points of `report`, in the report's order of architectures: code lines from the glue
    /// count of the whole app (`glue/all/all`, `lines`), and the mean of `code lines changed` over
    /// every change the architecture made (`changes/*`).
    public static func points(_ report: BenchmarkReport) -> [Point] {
        var order: [String] = []
        var lines: [String: Double] = [:]
        var changed: [String: [Double]] = [:]
        for result in report.results {
            guard let architecture = result.architecture else { continue }
            if result.suite == "glue", result.caseName == "all/all",
               let value = result.metrics.first(where: { $0.name == "lines" })?.value {
                if lines[architecture] == nil { order.append(architecture) }
                lines[architecture] = value
            } else if result.suite == "changes",
                      let value = result.metrics.first(where: { $0.name == "code lines changed" })?.value {
                changed[architecture, default: []].append(value)
            }
        }
        return order.compactMap { architecture in
            guard let codeLines = lines[architecture], let costs = changed[architecture], !costs.isEmpty else { return nil }
            return Point(architecture: architecture, codeLines: codeLines,
                         linesPerChange: costs.reduce(0, +) / Double(costs.count), changes: costs.count)
        }
    }

    /// The tally and the summary, as Markdown, followed by the chart at `chartPath`.
    ///
    /// - Throws: ``MissingFigures`` when the report has no claims or no points.
    public static func markdown(_ report: BenchmarkReport, chartPath: String) throws(MissingFigures) -> String {
        let claims = report.claims ?? []
        let points = points(report)
        guard !claims.isEmpty, let smallest = points.min(by: { $0.codeLines < $1.codeLines }),
              let largest = points.max(by: { $0.codeLines < $1.codeLines }),
              let cheapest = points.min(by: { $0.linesPerChange < $1.linesPerChange }),
              let dearest = points.max(by: { $0.linesPerChange < $1.linesPerChange })
        else {
            throw MissingFigures()
        }
        var counts: [(String, Int)] = []
        for verdict in ["true", "false", "mixed", "undecided"] {
            let count = claims.filter { $0.verdict == verdict }.count
            if count > 0 { counts.append((verdict, count)) }
        }
        let close = claims.filter { $0.tooCloseToCall == true }.count
        let postHoc = claims.filter { $0.postHoc != nil }.count
        let tally = counts.map { "\($0.1) \($0.0)" }.joined(separator: ", ")
        let heldOut = claims.compactMap(\.heldOut)
        let heldOutJudged = heldOut.filter { $0.verdict != "undecided" }
        let heldOutClose = heldOutJudged.filter { $0.tooCloseToCall == true }.count
        let disagreeing = claims.filter { $0.disagreement != nil }.count
        let changes = points.map(\.changes).max() ?? 0
        var lines = [
            "**The articles' \(claims.count) claims, judged by rules in code: \(tally).** "
                + "\(close) of the verdicts are too close to call (the least change that flips them is inside the figures' "
                + "uncertainty), and \(postHoc) rules were written after the data they judge. "
                + "On the hold-out changes, whose rules were frozen before them, \(heldOutJudged.count) of the "
                + "\(heldOut.count) claims about the changes have a verdict so far"
                + (heldOutJudged.isEmpty ? "." : " (\(heldOutClose) too close to call); \(disagreeing) of them disagree with "
                    + "their post hoc verdict."),
            "",
            "- **Size:** \(smallest.architecture)'s own code is the smallest, \(count(smallest.codeLines)) code lines over "
                + "the shared model and views; \(largest.architecture)'s the largest, \(count(largest.codeLines)) "
                + "(\(String(format: "%.1f", largest.codeLines / smallest.codeLines))×).",
            "- **Change:** over the \(changes) changes made to every version, \(cheapest.architecture) changed the fewest "
                + "code lines a change, \(count(cheapest.linesPerChange)) on average; \(dearest.architecture) the most, "
                + "\(count(dearest.linesPerChange)).",
        ]
        if let speed = claims.first(where: { $0.id == "users-cannot-notice" }), let why = speed.why {
            lines.append("- **Speed:** \(why)")
        }
        lines += [
            "",
            "![Each architecture's code lines today against the mean code lines a change cost it: lower and further "
                + "left is smaller and cheaper to change](\(chartPath))",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The chart: code lines today across, mean code lines per change up, one labelled point per
    /// architecture, both axes from zero.
    ///
    /// - Throws: ``MissingFigures`` when the report has no points.
    public static func svg(_ report: BenchmarkReport) throws(MissingFigures) -> String {
        let points = points(report)
        guard !points.isEmpty else { throw MissingFigures() }
        let (width, height) = (640.0, 360.0)
        let (left, right, top, bottom) = (64.0, 24.0, 24.0, 56.0)
        let xMax = niceCeiling(points.map(\.codeLines).max() ?? 1)
        let yMax = niceCeiling(points.map(\.linesPerChange).max() ?? 1)
        func x(_ value: Double) -> Double { left + value / xMax * (width - left - right) }
        func y(_ value: Double) -> Double { height - bottom - value / yMax * (height - top - bottom) }
        var parts = [
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(Int(width))" height="\##(Int(height))" "##
                + ##"viewBox="0 0 \##(Int(width)) \##(Int(height))" role="img" "##
                + ##"aria-label="Each architecture's code lines today against the mean code lines a change cost it" "##
                + ##"font-family="Helvetica, Arial, sans-serif" font-size="12">"##,
            ##"<rect width="\##(Int(width))" height="\##(Int(height))" fill="#ffffff"/>"##,
        ]
        for step in 0...4 {
            let fraction = Double(step) / 4
            let gx = x(xMax * fraction), gy = y(yMax * fraction)
            parts.append(##"<path d="M\##(fmt(gx)) \##(fmt(top)) V\##(fmt(height - bottom))" stroke="#eeeeee"/>"##)
            parts.append(##"<path d="M\##(fmt(left)) \##(fmt(gy)) H\##(fmt(width - right))" stroke="#eeeeee"/>"##)
            parts.append(##"<text x="\##(fmt(gx))" y="\##(fmt(height - bottom + 16))" text-anchor="middle" fill="#555555">"##
                + "\(count(xMax * fraction))</text>")
            parts.append(##"<text x="\##(fmt(left - 8))" y="\##(fmt(gy + 4))" text-anchor="end" fill="#555555">"##
                + "\(count(yMax * fraction))</text>")
        }
        parts.append(##"<path d="M\##(fmt(left)) \##(fmt(top)) V\##(fmt(height - bottom)) H\##(fmt(width - right))" stroke="#555555" fill="none"/>"##)
        parts.append(##"<text x="\##(fmt((left + width - right) / 2))" y="\##(fmt(height - 14))" text-anchor="middle" fill="#222222">"##
            + "Code lines of the app today (fewer: smaller)</text>")
        parts.append(##"<text transform="translate(16 \##(fmt((top + height - bottom) / 2))) rotate(-90)" text-anchor="middle" "##
            + ##"fill="#222222">Code lines per change, mean (fewer: cheaper)</text>"##)
        // Each label beside its point where it overlaps no label placed before it: right, then
        // below right, left, below left.
        var placed: [(left: Double, right: Double, top: Double, bottom: Double)] = []
        for point in points {
            let px = x(point.codeLines), py = y(point.linesPerChange)
            let labelWidth = Double(point.architecture.count) * 12 * 0.6
            let candidates: [(dx: Double, dy: Double, end: Bool)] = [(8, -6, false), (8, 16, false), (-8, -6, true), (-8, 16, true)]
            let boxes = candidates.map { candidate in
                let left = candidate.end ? px + candidate.dx - labelWidth : px + candidate.dx
                return (left: left, right: left + labelWidth, top: py + candidate.dy - 11, bottom: py + candidate.dy + 2)
            }
            let free = boxes.firstIndex { box in
                !placed.contains { box.left < $0.right && $0.left < box.right && box.top < $0.bottom && $0.top < box.bottom }
                    && box.right <= width && box.left >= 0
            } ?? 0
            placed.append(boxes[free])
            let chosen = candidates[free]
            parts.append(##"<circle cx="\##(fmt(px))" cy="\##(fmt(py))" r="5" fill="#2f6fdb"><title>\##(escaped(point.architecture)): "##
                + "\(count(point.codeLines)) code lines, \(count(point.linesPerChange)) a change</title></circle>")
            parts.append(##"<text x="\##(fmt(px + chosen.dx))" y="\##(fmt(py + chosen.dy))"\##(chosen.end ? ##" text-anchor="end""## : "") "##
                + ##"fill="#222222">\##(escaped(point.architecture))</text>"##)
        }
        parts.append("</svg>")
        return parts.joined(separator: "\n") + "\n"
    }

    /// The smallest round number at or above `value` that splits into four round steps: 1, 1.2, 2,
    /// 2.4, 4, 6 or 8 times a power of ten.
    static func niceCeiling(_ value: Double) -> Double {
        guard value > 0 else { return 1 }
        var power = 1.0
        while power * 10 <= value { power *= 10 }
        while power > value { power /= 10 }
        for factor in [1.0, 1.2, 2, 2.4, 4, 6, 8, 10] where factor * power >= value {
            return factor * power
        }
        return 10 * power
    }

    private static func count(_ value: Double) -> String {
        ValueFormatter.formatNumber(value.rounded())
    }

    private static func fmt(_ value: Double) -> String {
        ValueFormatter.formatNumber((value * 10).rounded() / 10)
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }
}
