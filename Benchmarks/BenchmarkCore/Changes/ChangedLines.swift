/// The lines a diff of one file removes and adds, read from the hunk headers of `git diff -U0`
/// (`@@ -start,count +start,count @@`): removed lines numbered in the old version of the file,
/// added lines in the new, from 1. A changed line is one removed and one added.
public struct ChangedLines: Sendable, Equatable {
    /// Numbers of the old version's lines the diff removes, ascending.
    public var removed: [Int]
    /// Numbers of the new version's lines the diff adds, ascending.
    public var added: [Int]

    /// Creates the lines.
    public init(removed: [Int] = [], added: [Int] = []) {
        self.removed = removed
        self.added = added
    }

    /// The lines of a unified diff with no context lines. Only hunk headers are read: a line of
    /// content starts with `+`, `-`, a space or `\`, never with `@@`. A binary file has no hunks.
    public static func parse(unifiedDiff: String) -> ChangedLines {
        var lines = ChangedLines()
        for line in unifiedDiff.split(separator: "\n") where line.hasPrefix("@@ -") {
            let ranges = line.dropFirst(3).split(separator: " ", maxSplits: 2)
            guard ranges.count >= 2, let old = numbers(ranges[0], sign: "-"), let new = numbers(ranges[1], sign: "+") else {
                continue
            }
            lines.removed += old
            lines.added += new
        }
        return lines
    }

    /// The line numbers of one side of a hunk header, `-12,3` or `+7` (a count of one left out);
    /// none for a count of zero, which names the line before the change.
    private static func numbers(_ range: Substring, sign: Character) -> [Int]? {
        guard range.first == sign else {
            return nil
        }
        let parts = range.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
        guard let start = parts.first.flatMap({ Int($0) }), let count = parts.count > 1 ? Int(parts[1]) : 1,
              start >= 0, count >= 0
        else {
            return nil
        }
        return Array(start..<(start + count))
    }
}
