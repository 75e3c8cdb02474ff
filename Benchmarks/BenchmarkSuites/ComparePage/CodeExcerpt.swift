import Architectures
import Foundation

/// A short run of an architecture's own lines, found by what they say rather than by line numbers,
/// so that the compare page follows the code and fails to write when the code no longer has them.
///
/// The excerpt starts at the one line of `file` that contains `anchor` and runs to where the
/// brackets opened by then close: a whole declaration, a statement, or a one-line property. A
/// `case …:` line runs to the next case of its switch. With `through`, it runs at least to the first
/// line after the anchor that contains that text.
struct CodeExcerpt: Sendable, Equatable {
    /// The file, from the architecture's source folder (`Login/LoginViewController.swift`).
    let file: String
    /// Text that exactly one line of the file contains: where the excerpt starts.
    let anchor: String
    /// Text of a later line the excerpt runs to, or nil.
    let through: String?

    /// The most lines an excerpt may have: more, and a smaller part should be anchored.
    static let mostLines = 30

    init(_ file: String, _ anchor: String, through: String? = nil) {
        self.file = file
        self.anchor = anchor
        self.through = through
    }

    /// The lines an excerpt found: where they are and what they say.
    struct Found: Sendable, Equatable {
        /// The file, from the package root.
        let path: String
        /// The first and last line, counted from 1.
        let lines: ClosedRange<Int>
        /// The lines, with the indentation they share removed.
        let text: String

        /// The file's name, without its folders.
        var fileName: String {
            path.split(separator: "/").last.map(String.init) ?? path
        }
    }

    /// The excerpt in `architecture`'s sources under `root`.
    ///
    /// - Throws: ``CheckFailure`` when the file cannot be read, no line or several contain the
    ///   anchor, the `through` text does not follow it, or the excerpt is longer than ``mostLines``.
    func find(in architecture: Architecture, root: String) throws(CheckFailure) -> Found {
        let path = architecture.sourceDirectory + "/" + file
        guard let source = try? String(contentsOfFile: root + "/" + path, encoding: .utf8) else {
            throw CheckFailure("\(path): cannot read it")
        }
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let matches = lines.indices.filter { lines[$0].contains(anchor) }
        guard matches.count == 1, let start = matches.first else {
            throw CheckFailure("\(path): \(matches.count) lines contain `\(anchor)`; an excerpt starts at exactly one")
        }
        var last = start
        if let through {
            guard let line = lines[(start + 1)...].firstIndex(where: { $0.contains(through) }) else {
                throw CheckFailure("\(path): no line after `\(anchor)` contains `\(through)`")
            }
            last = line
        }
        let end = Self.isCase(lines[start]) && through == nil
            ? Self.endOfCase(startingAt: start, in: lines)
            : Self.endOfBrackets(startingAt: start, atLeast: last, in: lines)
        guard end - start + 1 <= Self.mostLines else {
            throw CheckFailure("\(path): the excerpt at `\(anchor)` runs to \(end - start + 1) lines; anchor a smaller part")
        }
        return Found(path: path, lines: (start + 1)...(end + 1), text: Self.dedented(Array(lines[start...end])))
    }

    /// Whether `line` opens a case of a switch (`case .loaded(let value):`, `default:`).
    private static func isCase(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return (trimmed.hasPrefix("case ") || trimmed == "default:") && trimmed.hasSuffix(":")
    }

    /// The last line of the case opened at `start`: before the next case of the same switch or
    /// the switch's closing brace.
    private static func endOfCase(startingAt start: Int, in lines: [String]) -> Int {
        let indent = indentation(of: lines[start])
        var index = start + 1
        while index < lines.count {
            let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty, indentation(of: lines[index]) <= indent,
               isCase(lines[index]) || trimmed.hasPrefix("}") {
                break
            }
            index += 1
        }
        var end = index - 1
        while end > start, lines[end].trimmingCharacters(in: .whitespaces).isEmpty { end -= 1 }
        return end
    }

    /// The first line at or after `atLeast` where the brackets opened from `start` on are closed.
    private static func endOfBrackets(startingAt start: Int, atLeast: Int, in lines: [String]) -> Int {
        var depth = 0
        var index = start
        while index < lines.count {
            depth += bracketBalance(of: lines[index])
            if index >= atLeast, depth <= 0 { return index }
            index += 1
        }
        return lines.count - 1
    }

    /// Brackets opened less brackets closed on `line`, outside string literals and comments.
    private static func bracketBalance(of line: String) -> Int {
        var balance = 0
        var inString = false
        var escaped = false
        var previous: Character = " "
        for character in line {
            defer { previous = character }
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            if character == "/", previous == "/" { break }
            switch character {
            case "\"": inString = true
            case "(", "[", "{": balance += 1
            case ")", "]", "}": balance -= 1
            default: break
            }
        }
        return balance
    }

    private static func indentation(of line: String) -> Int {
        line.prefix { $0 == " " }.count
    }

    /// `lines` without the indentation every non-empty one of them has.
    private static func dedented(_ lines: [String]) -> String {
        let shared = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map(indentation).min() ?? 0
        return lines.map { String($0.dropFirst(min(shared, indentation(of: $0)))) }.joined(separator: "\n")
    }
}
