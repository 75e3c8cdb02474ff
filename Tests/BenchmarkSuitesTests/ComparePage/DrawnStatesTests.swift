import Foundation
import Testing

/// Every state the comparison page draws (docs/screens) reads as the screen would: no two texts
/// share a line where they meet, and none runs past the picture. Widths are estimated at 0.56 em a
/// character (Helvetica's average), so only a clear overlap fails: baselines within half a line,
/// and more than 4 units shared across.
@Suite("The drawn states of the app")
struct DrawnStatesTests {
    /// One text of a drawing, with where it lies.
    struct DrawnText: CustomStringConvertible {
        var string: String
        var left: Double
        var right: Double
        var baseline: Double
        var size: Double

        var description: String { "'\(string)'" }
    }

    private static let screens = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/screens")

    static func drawings() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: screens.path).filter { $0.hasSuffix(".svg") }.sorted()
    }

    /// The texts of an SVG as the drawing writes them: one `<text …>string</text>` a line.
    static func texts(of svg: String) -> (width: Double, texts: [DrawnText]) {
        let width = svg.firstMatch(of: /<svg [^>]*width="([0-9.]+)"/).flatMap { Double($0.1) } ?? 320
        let size = svg.firstMatch(of: /<svg [^>]*font-size="([0-9.]+)"/).flatMap { Double($0.1) } ?? 15
        var texts: [DrawnText] = []
        for match in svg.matches(of: /<text([^>]*)>([^<]*)<\/text>/) {
            let attributes = String(match.1)
            let string = String(match.2).replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&lt;", with: "<")
                .trimmingCharacters(in: .whitespaces)
            guard !string.isEmpty else { continue }
            func number(_ name: String) -> Double? {
                attributes.firstMatch(of: try! Regex(#"\s\#(name)="([0-9.]+)""#)).flatMap { Double($0.output[1].substring ?? "") }
            }
            let fontSize = number("font-size") ?? size
            let x = number("x") ?? 0
            let textWidth = Double(string.count) * fontSize * 0.56
            let left: Double
            if attributes.contains(#"text-anchor="end""#) {
                left = x - textWidth
            } else if attributes.contains(#"text-anchor="middle""#) {
                left = x - textWidth / 2
            } else {
                left = x
            }
            texts.append(DrawnText(string: string, left: left, right: left + textWidth, baseline: number("y") ?? 0, size: fontSize))
        }
        return (width, texts)
    }

    /// The pairs of texts that overlap, and the texts past the picture's edges.
    static func problems(in svg: String) -> [String] {
        let (width, texts) = texts(of: svg)
        var problems: [String] = []
        for (index, first) in texts.enumerated() {
            if first.left < 0 || first.right > width {
                problems.append("\(first) runs past the picture")
            }
            for second in texts.dropFirst(index + 1) {
                let sameLine = abs(first.baseline - second.baseline) < min(first.size, second.size) * 0.5
                let shared = min(first.right, second.right) - max(first.left, second.left)
                if sameLine && shared > 4 {
                    problems.append("\(first) overlaps \(second)")
                }
            }
        }
        return problems
    }

    @Test("No two texts of a drawn state overlap, and none runs past the picture", arguments: try drawings())
    func noOverlap(drawing: String) throws {
        let svg = try String(contentsOf: Self.screens.appendingPathComponent(drawing), encoding: .utf8)
        #expect(!Self.texts(of: svg).texts.isEmpty)
        #expect(Self.problems(in: svg) == [])
    }

    @Test("The check finds a title drawn over its second line, and a text past the edge")
    func theCheckCanFail() {
        let overlapping = """
            <svg xmlns="http://www.w3.org/2000/svg" width="320" height="400" font-size="15">
            <text x="56" y="82" fill="#000000">Math</text>
            <text x="56" y="82" fill="#666666">Primary · Junior · Senior</text>
            <text x="300" y="200">A title much too long to fit</text>
            </svg>
            """
        #expect(Self.problems(in: overlapping) == [
            "'Math' overlaps 'Primary · Junior · Senior'", "'A title much too long to fit' runs past the picture",
        ])
        let stacked = overlapping.replacingOccurrences(of: ##"y="82" fill="#666666""##, with: ##"y="100" font-size="12" fill="#666666""##)
            .replacingOccurrences(of: #"<text x="300""#, with: #"<text x="16""#)
        #expect(Self.problems(in: stacked) == [])
    }
}
