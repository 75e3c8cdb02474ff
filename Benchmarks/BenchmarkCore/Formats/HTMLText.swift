/// Text made safe for an HTML page: whatever a report holds (a case name, a note, a claim's words)
/// is shown as text, never read as markup.
public enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` escaped, for element content and quoted attributes,
    /// and what XML cannot carry (controls other than tab and line breaks, U+FFFE, U+FFFF) shown as
    /// U+FFFD, so that a chart's SVG stays well formed. Scalar by scalar, so that a markup
    /// character joined to a combining mark is escaped too.
    public static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{FFFE}", "\u{FFFF}": escaped += "\u{FFFD}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// A table's HTML: a header row and the rows, every cell escaped; `cellAttributes` adds
    /// attributes (a colour, a title) to a body cell by row and column.
    static func table(headers: [String], rows: [[String]],
                      cellAttributes: (_ row: Int, _ column: Int) -> String = { _, _ in "" }) -> String {
        var html = "<table>\n<thead><tr>" + headers.map { "<th>\(escape($0))</th>" }.joined() + "</tr></thead>\n<tbody>\n"
        for (rowIndex, row) in rows.enumerated() {
            html += "<tr>"
            for (column, cell) in row.enumerated() {
                let attributes = cellAttributes(rowIndex, column)
                html += "<td\(attributes.isEmpty ? "" : " " + attributes)>\(escape(cell))</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }
}
