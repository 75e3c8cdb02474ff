/// A table of text cells rendered as aligned plain text or as Markdown.
public struct TextTable: Sendable, Equatable {
    /// Column alignment.
    public enum Alignment: Sendable, Equatable {
        /// Text columns.
        case left
        /// Number columns.
        case right
    }

    /// Column headers.
    public var headers: [String]
    /// Alignment per column; missing entries are left-aligned.
    public var alignments: [Alignment]
    /// Rows of cells; short rows are padded with empty cells.
    public var rows: [[String]]

    /// Creates a table.
    public init(headers: [String], alignments: [Alignment] = [], rows: [[String]] = []) {
        self.headers = headers
        self.alignments = alignments
        self.rows = rows
    }

    /// Drops the columns whose cells are all empty, such as `Architecture` in a suite without one.
    public func droppingEmptyColumns() -> TextTable {
        guard !rows.isEmpty else {
            return self
        }
        let keep = headers.indices.filter { column in
            rows.contains { column < $0.count && !$0[column].isEmpty }
        }
        return TextTable(
            headers: keep.map { headers[$0] },
            alignments: keep.map { alignment(of: $0) },
            rows: rows.map { row in keep.map { $0 < row.count ? row[$0] : "" } }
        )
    }

    /// Plain text: columns padded to their widest cell (in characters), two spaces apart, a rule
    /// under the header. No trailing spaces.
    public func renderPlain() -> String {
        let widths = headers.indices.map { column in
            ([headers[column]] + rows.map { cell($0, column) }).map(\.count).max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            let padded = headers.indices.map { column -> String in
                let text = column < cells.count ? cells[column] : ""
                let padding = String(repeating: " ", count: widths[column] - text.count)
                return alignment(of: column) == .right ? padding + text : text + padding
            }
            return trimmingTrailingSpaces(padded.joined(separator: "  "))
        }
        var lines = [line(headers)]
        lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
        lines += rows.map(line)
        return lines.joined(separator: "\n")
    }

    /// A GitHub-flavoured Markdown table; `|` in cells is escaped.
    public func renderMarkdown() -> String {
        func line(_ cells: [String]) -> String {
            "| " + cells.map(escape).joined(separator: " | ") + " |"
        }
        let rule = headers.indices.map { alignment(of: $0) == .right ? "---:" : "---" }
        var lines = [line(headers), "|" + rule.map { " \($0) " }.joined(separator: "|") + "|"]
        lines += rows.map { row in line(headers.indices.map { cell(row, $0) }) }
        return lines.joined(separator: "\n")
    }

    private func alignment(of column: Int) -> Alignment {
        column < alignments.count ? alignments[column] : .left
    }

    private func cell(_ row: [String], _ column: Int) -> String {
        column < row.count ? row[column] : ""
    }

    private func escape(_ text: String) -> String {
        text.replacingAll("|", with: "\\|")
    }

    private func trimmingTrailingSpaces(_ text: String) -> String {
        var result = Substring(text)
        while result.last == " " {
            result = result.dropLast()
        }
        return String(result)
    }
}

extension String {
    /// Plain `String` replacement without Foundation, so the table type stays Foundation-free.
    fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
