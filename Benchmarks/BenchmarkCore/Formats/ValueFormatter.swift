import Foundation

/// Formats numbers for tables the same way on every machine (no locale, fixed precision rules).
public enum ValueFormatter {
    /// `value` with its unit: times in `ns` are scaled to ns/µs/ms/s, other units follow the number.
    /// `nil` is `n/a`.
    public static func format(_ value: Double?, unit: String) -> String {
        guard let value else {
            return "n/a"
        }
        if unit == "ns" {
            return formatNanoseconds(value)
        }
        let number = formatNumber(value)
        switch unit {
        case "": return number
        case "%", "×": return number + unit
        default: return number + " " + unit
        }
    }

    /// A duration in nanoseconds in the largest unit that keeps it at or above 1.
    public static func formatNanoseconds(_ value: Double) -> String {
        let magnitude = abs(value)
        if magnitude >= 1e9 {
            return formatNumber(value / 1e9) + " s"
        } else if magnitude >= 1e6 {
            return formatNumber(value / 1e6) + " ms"
        } else if magnitude >= 1e3 {
            return formatNumber(value / 1e3) + " µs"
        }
        return formatNumber(value) + " ns"
    }

    /// Integers without decimals; otherwise about four significant digits.
    public static func formatNumber(_ value: Double) -> String {
        guard value.isFinite else {
            return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf")
        }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        let magnitude = abs(value)
        let decimals = magnitude >= 1000 ? 0 : magnitude >= 100 ? 1 : magnitude >= 10 ? 2 : 3
        return String(format: "%.\(decimals)f", value)
    }

    /// A relative change as a signed percentage, `+12.3%`; `nil` is `n/a`.
    public static func formatChange(_ change: Double?) -> String {
        guard let change else {
            return "n/a"
        }
        guard change.isFinite else {
            return change > 0 ? "+inf%" : "-inf%"
        }
        let percent = change * 100
        let text = String(format: "%.1f", percent)
        // "-0.0" would suggest a change where there is none.
        if text == "-0.0" || text == "0.0" {
            return "0.0%"
        }
        return (percent > 0 ? "+" : "") + text + "%"
    }
}
