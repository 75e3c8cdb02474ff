import Foundation

/// A horizontal bar chart as inline SVG: one bar per label, its length the value, a whisker from
/// `low` to `high` (the samples' fastest and 90th percentile), the value written at its end.
/// No script and no font from elsewhere: it draws in any browser from the page alone.
struct SVGBarChart {
    /// One bar.
    struct Bar {
        var label: String
        var value: Double
        var low: Double?
        var high: Double?
        var text: String
        /// A second figure of the same row drawn as a diamond on the bar (the instruction ratio
        /// beside a time ratio), if any.
        var marker: Double? = nil
    }

    var title: String
    var bars: [Bar]

    /// Wide enough for the longest bar label at 12 px, an architecture's name ("MVVM-Observation").
    static let labelWidth = 150.0
    static let plotWidth = 420.0
    static let textWidth = 140.0
    static let barHeight = 18.0
    static let gap = 6.0

    /// The chart's styles, for a page that shows it or a file that stands alone.
    static let style = """
        svg { font: 12px Helvetica, Arial, sans-serif; }
        svg .chart-title { font-weight: bold; }
        svg .bar { fill: #7f9fd6; } svg .whisker { stroke: #1d2433; stroke-width: 1.2; }
        svg .reference { stroke: #b33a3a; stroke-dasharray: 4 3; }
        svg .marker { fill: #1d2433; }
        """

    /// The chart; empty when no bar has a positive value.
    var svg: String {
        guard let content = content(top: 0) else { return "" }
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" width=\"\(Int(Self.width))\" height=\"\(Int(height))\" "
            + "viewBox=\"0 0 \(Int(Self.width)) \(Int(height))\"><title>\(HTMLText.escape(title))</title>\n" + content + "</svg>\n"
    }

    /// The chart's width.
    static var width: Double { labelWidth + plotWidth + textWidth }

    /// The chart's height.
    var height: Double { Double(bars.count) * (Self.barHeight + Self.gap) + 26 }

    /// The chart's elements with its top at `top`, to stack charts in one drawing; nil when no bar
    /// has a positive value. `referenceLine` draws a dashed line across the bars at that value (1
    /// for ratios). `scale`, when given, is the value of a full-length bar, so that stacked charts
    /// share one scale; by default, this chart's largest value.
    func content(top: Double, referenceLine: Double? = nil, scale: Double? = nil) -> String? {
        let largest = scale ?? largestValue(referenceLine: referenceLine)
        guard largest > 0, bars.contains(where: { $0.value > 0 }) else { return nil }
        var svg = "<text x=\"0\" y=\"\(Self.number(top + 14))\" class=\"chart-title\">\(HTMLText.escape(title))</text>\n"
        for (index, bar) in bars.enumerated() {
            let y = top + 24 + Double(index) * (Self.barHeight + Self.gap)
            let length = Self.scale(bar.value, largest)
            svg += "<text x=\"\(Self.labelWidth - 6)\" y=\"\(Self.number(y + 13))\" text-anchor=\"end\">\(HTMLText.escape(bar.label))</text>"
            svg += "<rect class=\"bar\" x=\"\(Int(Self.labelWidth))\" y=\"\(Self.number(y))\" width=\"\(Self.number(length))\" "
                + "height=\"\(Int(Self.barHeight))\"/>"
            if let low = bar.low, let high = bar.high, high > low {
                let from = Self.labelWidth + Self.scale(low, largest)
                let to = Self.labelWidth + Self.scale(high, largest)
                let middle = y + Self.barHeight / 2
                svg += "<line class=\"whisker\" x1=\"\(Self.number(from))\" y1=\"\(Self.number(middle))\" x2=\"\(Self.number(to))\" "
                    + "y2=\"\(Self.number(middle))\"/>"
                for x in [from, to] {
                    svg += "<line class=\"whisker\" x1=\"\(Self.number(x))\" y1=\"\(Self.number(middle - 5))\" x2=\"\(Self.number(x))\" "
                        + "y2=\"\(Self.number(middle + 5))\"/>"
                }
            }
            if let marker = bar.marker {
                let x = Self.labelWidth + Self.scale(marker, largest)
                let middle = y + Self.barHeight / 2
                svg += "<path class=\"marker\" d=\"M\(Self.number(x)) \(Self.number(middle - 6)) l5 6 l-5 6 l-5 -6 z\"/>"
            }
            let ends = [length, bar.high.map { Self.scale($0, largest) } ?? 0, (bar.marker.map { Self.scale($0, largest) } ?? 0) + 5]
            let end = Self.labelWidth + (ends.max() ?? length) + 6
            svg += "<text x=\"\(Self.number(end))\" y=\"\(Self.number(y + 13))\">\(HTMLText.escape(bar.text))</text>\n"
        }
        if let referenceLine {
            let x = Self.labelWidth + Self.scale(referenceLine, largest)
            svg += "<line class=\"reference\" x1=\"\(Self.number(x))\" y1=\"\(Self.number(top + 20))\" x2=\"\(Self.number(x))\" "
                + "y2=\"\(Self.number(top + height - 2))\"/>\n"
        }
        return svg
    }

    /// The largest value the chart draws: a bar, a whisker's end or the reference line.
    func largestValue(referenceLine: Double? = nil) -> Double {
        ([referenceLine ?? 0] + bars.map { Swift.max($0.value, $0.high ?? 0, $0.marker ?? 0) }).max() ?? 0
    }

    private static func scale(_ value: Double, _ largest: Double) -> Double {
        Swift.max(value, 0) / largest * plotWidth
    }

    /// A coordinate to a tenth of a pixel.
    private static func number(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}
