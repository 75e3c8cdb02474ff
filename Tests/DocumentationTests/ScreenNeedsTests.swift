import Foundation
import Testing

/// Each architecture's guide says what each screen needs in one table, "What each screen is
/// handed", and the table is held to the code it names: a guide cannot say a screen needs nothing
/// while its builder takes three arguments, or keep a need the code has dropped.
///
/// A row names one place, in one of two forms:
/// - `Type.member(label:label:)` or `Type.init(label:)`: the one function or initialiser with those
///   labels declared directly in `Type` (or an extension of it) in the architecture's folder; the
///   needs are exactly its parameters, by their names inside it.
/// - `Type`: a class, struct or protocol of the folder; the needs are exactly its stored
///   properties (a protocol's `{ get }` and `{ get set }` requirements included).
@Suite("What each screen is handed, as each guide says")
struct ScreenNeedsTests {
    /// Each guide under `docs/`, with its architecture's source folder.
    static let guides: [String: String] = [
        "mvc.md": "MVC", "mvp.md": "MVP", "mvvm.md": "MVVM", "mvvm-dc.md": "MVVMDC", "viper.md": "VIPER",
        "mvcs.md": "MVCS", "mvvm-observation.md": "MVVMObservation", "mvvm-c.md": "MVVMC", "vip.md": "VIP",
        "redux.md": "Redux",
    ]
    /// The screens every table has a row for, in this order.
    static let screens = ["Login form", "Subject list", "Subject screen", "All Subjects"]
    static let heading = "## What each screen is handed"

    /// The package root: this file is `Tests/DocumentationTests/ScreenNeedsTests.swift`.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    @Test("Each guide's table has a row per screen, and each row is what the code it names hands over",
          arguments: guides.keys.sorted())
    func tableMatchesTheCode(guide: String) throws {
        let text = try String(contentsOfFile: Self.root + "/docs/" + guide, encoding: .utf8)
        let rows = try ScreenNeedsTable.rows(in: text)
        #expect(rows.map(\.screen) == Self.screens, "\(guide)")
        let folder = Self.root + "/Sources/" + (Self.guides[guide] ?? "")
        let sources = try SwiftSources(folder: folder)
        for row in rows {
            #expect(sources.check(row) == nil, "\(guide), \(row.screen): \(sources.check(row) ?? "")")
        }
    }

    @Test("A need left out or added, a wrong label or a computed property is caught")
    func catchesAMismatch() throws {
        let sources = SwiftSources(files: [
            """
            final class ThingViewController: ViewController {
                private let environment: AppEnvironment // ignored: not a parameter
                init(environment: AppEnvironment, subjectID id: Int, _ name: String = "") {
                    func helper(other: Int) {}
                }
                func show(_ value: Int, animated: Bool) {}
            }
            protocol ThingDataStore: AnyObject {
                var currentPhase: Phase? { get set }
                var openSubjectIDs: [Int] { get }
                static var shared: Int { get }
            }
            struct ThingState {
                var linkedSubjectID: Int?
                let count = "{ not a brace }"
                var isEmpty: Bool { count.isEmpty }
            }
            """,
        ])
        func row(_ needs: [String], _ place: String) -> ScreenNeedsTable.Row {
            ScreenNeedsTable.Row(screen: "Thing", needs: needs, place: place)
        }
        #expect(sources.check(row(["environment", "id", "name"], "ThingViewController.init(environment:subjectID:_:)")) == nil)
        #expect(sources.check(row(["value", "animated"], "ThingViewController.show(_:animated:)")) == nil)
        #expect(sources.check(row(["currentPhase", "openSubjectIDs"], "ThingDataStore")) == nil)
        #expect(sources.check(row(["linkedSubjectID", "count"], "ThingState")) == nil)
        // Each of these must be refused.
        #expect(sources.check(row(["environment", "id"], "ThingViewController.init(environment:subjectID:_:)")) != nil)
        #expect(sources.check(row(["environment", "id", "name", "other"], "ThingViewController.init(environment:subjectID:_:)")) != nil)
        #expect(sources.check(row(["environment", "subjectID", "name"], "ThingViewController.init(environment:subjectID:_:)")) != nil)
        #expect(sources.check(row(["environment", "id", "name"], "ThingViewController.init(environment:id:_:)")) != nil)
        #expect(sources.check(row(["other"], "ThingViewController.helper(other:)")) != nil)
        #expect(sources.check(row(["currentPhase"], "ThingDataStore")) != nil)
        #expect(sources.check(row(["currentPhase", "openSubjectIDs", "shared"], "ThingDataStore")) != nil)
        #expect(sources.check(row(["linkedSubjectID", "count", "isEmpty"], "ThingState")) != nil)
        #expect(sources.check(row(["value"], "MissingType")) != nil)
        #expect(throws: (any Error).self) { try ScreenNeedsTable.rows(in: "# A guide without the table\n") }
    }
}

/// The "What each screen is handed" table of a guide.
enum ScreenNeedsTable {
    struct Row: Equatable {
        let screen: String
        let needs: [String]
        let place: String
    }

    struct Missing: Error, CustomStringConvertible {
        let description: String
    }

    /// The rows of the table under ``ScreenNeedsTests/heading``: each need and the place are the
    /// cells' backticked names.
    static func rows(in guide: String) throws -> [Row] {
        let lines = guide.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: ScreenNeedsTests.heading),
              let header = lines[start...].firstIndex(of: "| Screen | Needs | Handed over in |") else {
            throw Missing(description: "no table under `\(ScreenNeedsTests.heading)`")
        }
        return lines[(header + 2)...].prefix { $0.hasPrefix("|") }.map { line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            func names(_ cell: Int) -> [String] {
                guard cells.indices.contains(cell) else { return [] }
                return cells[cell].split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { !$0.offset.isMultiple(of: 2) }.map { String($0.element) }
            }
            return Row(screen: cells.first ?? "", needs: names(1), place: names(2).joined(separator: " "))
        }
    }
}

/// An architecture's Swift sources, read as far as this test needs: comments and string literals
/// blanked, so that only code opens and closes brackets.
struct SwiftSources {
    /// Each file's code, byte for byte, with comments and literals' contents as spaces.
    let files: [[UInt8]]

    init(folder: String) throws {
        let paths = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.sorted() ?? []
        files = try paths.map { try Self.blanked(String(contentsOfFile: folder + "/" + $0, encoding: .utf8)) }
    }

    init(files: [String]) {
        self.files = files.map(Self.blanked)
    }

    /// Nil when `row` is what the code hands over; otherwise what differs.
    func check(_ row: ScreenNeedsTable.Row) -> String? {
        let needs = Set(row.needs)
        guard needs.count == row.needs.count else { return "a need is listed twice" }
        if let dot = row.place.firstIndex(of: "."), row.place.hasSuffix(")"), let open = row.place.firstIndex(of: "(") {
            let type = String(row.place[..<dot])
            let member = String(row.place[row.place.index(after: dot)..<open])
            let labels = row.place[row.place.index(after: open)..<row.place.index(before: row.place.endIndex)]
                .split(separator: ":").map(String.init)
            guard bodies(of: type).contains(where: { $0.kind != "extension" }) else { return "no type \(type) here" }
            let matching = bodies(of: type).flatMap { parameterLists(of: member, in: $0.body) }.filter { $0.map(\.label) == labels }
            guard matching.count == 1, let parameters = matching.first else {
                return "\(matching.count) declarations of \(row.place)"
            }
            let names = Set(parameters.map(\.name))
            return names == needs ? nil : "\(row.place) takes \(parameters.map(\.name).joined(separator: ", "))"
        }
        let declared = bodies(of: row.place).filter { ["class", "struct", "protocol"].contains($0.kind) }
        guard !declared.isEmpty else { return "no class, struct or protocol \(row.place) here" }
        let properties = declared.flatMap { storedProperties(in: $0.body) }
        return Set(properties) == needs ? nil : "\(row.place) declares \(properties.joined(separator: ", "))"
    }

    // MARK: - Reading the code

    /// `text` with every comment and every string literal's contents replaced by spaces.
    static func blanked(_ text: String) -> [UInt8] {
        var bytes = Array(text.utf8)
        var index = 0
        func blank(_ range: Range<Int>) {
            for position in range where bytes[position] != UInt8(ascii: "\n") { bytes[position] = UInt8(ascii: " ") }
        }
        func starts(_ literal: String, at position: Int) -> Bool {
            let pattern = Array(literal.utf8)
            return position + pattern.count <= bytes.count && Array(bytes[position..<position + pattern.count]) == pattern
        }
        while index < bytes.count {
            if starts("//", at: index) {
                let end = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                blank(index..<end)
                index = end
            } else if starts("/*", at: index) {
                var depth = 0, end = index
                repeat {
                    if starts("/*", at: end) { depth += 1; end += 2 } else if starts("*/", at: end) { depth -= 1; end += 2 } else { end += 1 }
                } while depth > 0 && end < bytes.count
                blank(index..<end)
                index = end
            } else if bytes[index] == UInt8(ascii: "\"") || (bytes[index] == UInt8(ascii: "#") && starts("#\"", at: index)) {
                let raw = bytes[index] == UInt8(ascii: "#")
                let start = index
                index += raw ? 1 : 0
                let multiline = starts("\"\"\"", at: index)
                let close = (multiline ? "\"\"\"" : "\"") + (raw ? "#" : "")
                index += multiline ? 3 : 1
                while index < bytes.count, !starts(close, at: index) {
                    if !multiline, bytes[index] == UInt8(ascii: "\n") { break }
                    index += !raw && bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index = min(bytes.count, index + close.utf8.count)
                blank(start..<index)
            } else {
                index += 1
            }
        }
        return bytes
    }

    /// The body, between its braces, of every declaration and extension of `type`.
    private func bodies(of type: String) -> [(kind: String, body: [UInt8])] {
        var found: [(kind: String, body: [UInt8])] = []
        for file in files {
            let words = Self.words(in: file)
            for (index, word) in words.enumerated().dropLast()
            where ["class", "struct", "enum", "protocol", "actor", "extension"].contains(word.text) && words[index + 1].text == type {
                guard let open = file[words[index + 1].range.upperBound...].firstIndex(of: UInt8(ascii: "{")),
                      let close = Self.closing(file, at: open) else { continue }
                found.append((word.text, Array(file[(open + 1)..<close])))
            }
        }
        return found
    }

    /// The parameters, label and name inside, of every `func member(` (or `init(`) directly in `body`.
    private func parameterLists(of member: String, in body: [UInt8]) -> [[(label: String, name: String)]] {
        let depths = Self.depths(body)
        let words = Self.words(in: body)
        var lists: [[(label: String, name: String)]] = []
        for (index, word) in words.enumerated() where depths[word.range.lowerBound] == 0 {
            let named = member == "init"
                ? word.text == "init" && (word.range.lowerBound == 0 || body[word.range.lowerBound - 1] != UInt8(ascii: "."))
                : word.text == "func" && index + 1 < words.count && words[index + 1].text == member
            guard named else { continue }
            let after = member == "init" ? word.range.upperBound : words[index + 1].range.upperBound
            guard let open = body[after...].firstIndex(where: { $0 == UInt8(ascii: "(") }),
                  body[after..<open].allSatisfy({ [UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: " ")].contains($0) })
                    || body[after] == UInt8(ascii: "<"),
                  let close = Self.closing(body, at: open) else { continue }
            let text = String(decoding: body[(open + 1)..<close], as: UTF8.self)
            lists.append(Self.splitAtTopLevel(text, ",").compactMap { parameter in
                let head = Self.splitAtTopLevel(parameter, ":").first ?? ""
                let names = head.split(whereSeparator: \.isWhitespace).map(String.init)
                    .filter { !["isolated", "sending", "borrowing", "consuming"].contains($0) }
                guard let label = names.first else { return nil }
                return (label, names.dropFirst().first ?? label)
            })
        }
        return lists
    }

    /// The stored properties declared directly in `body`: not static, no accessor block but a
    /// protocol requirement's `get` and `set` or an observer.
    private func storedProperties(in body: [UInt8]) -> [String] {
        let depths = Self.depths(body)
        let words = Self.words(in: body)
        var names: [String] = []
        for (index, word) in words.enumerated().dropLast()
        where ["var", "let"].contains(word.text) && depths[word.range.lowerBound] == 0 {
            let lineStart = (body[..<word.range.lowerBound].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
            let modifiers = String(decoding: body[lineStart..<word.range.lowerBound], as: UTF8.self)
            if modifiers.split(separator: " ").contains(where: { $0 == "static" || $0 == "class" }) { continue }
            let name = words[index + 1]
            let lineEnd = body[name.range.upperBound...].firstIndex(of: UInt8(ascii: "\n")) ?? body.count
            let rest = body[name.range.upperBound..<lineEnd]
            if let brace = rest.firstIndex(of: UInt8(ascii: "{")), !rest[..<brace].contains(UInt8(ascii: "=")),
               let close = Self.closing(body, at: brace) {
                let inside = Self.words(in: Array(body[(brace + 1)..<close])).map(\.text)
                let requirement = !inside.isEmpty && Set(inside).isSubset(of: ["get", "set", "async", "throws", "mutating", "nonmutating"])
                let observed = ["willSet", "didSet"].contains(inside.first ?? "")
                if !requirement && !observed { continue }
            }
            names.append(name.text)
        }
        return names
    }

    /// Each identifier or keyword of `code`, with where it is.
    private static func words(in code: [UInt8]) -> [(text: String, range: Range<Int>)] {
        func isWordByte(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
        }
        var words: [(text: String, range: Range<Int>)] = []
        var index = 0
        while index < code.count {
            guard isWordByte(code[index]) else { index += 1; continue }
            let start = index
            while index < code.count, isWordByte(code[index]) { index += 1 }
            words.append((String(decoding: code[start..<index], as: UTF8.self), start..<index))
        }
        return words
    }

    /// For each byte of `body`, how many braces are open around it.
    private static func depths(_ body: [UInt8]) -> [Int] {
        var depth = 0
        return body.map { byte in
            if byte == UInt8(ascii: "}") { depth -= 1 }
            defer { if byte == UInt8(ascii: "{") { depth += 1 } }
            return depth
        }
    }

    /// Where the bracket opened at `open` closes.
    private static func closing(_ code: [UInt8], at open: Int) -> Int? {
        let opening = code[open]
        let closing = opening == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "}")
        var depth = 0
        for index in open..<code.count {
            if code[index] == opening { depth += 1 } else if code[index] == closing { depth -= 1 }
            if depth == 0 { return index }
        }
        return nil
    }

    /// `text` split at `separator` where no bracket is open (the `>` of `->` closes none).
    private static func splitAtTopLevel(_ text: String, _ separator: Character) -> [String] {
        var parts: [String] = [], current = "", depth = 0, previous: Character = " "
        for character in text {
            switch character {
            case "(", "[", "{", "<": depth += 1
            case ")", "]", "}": depth -= 1
            case ">" where previous != "-": depth -= 1
            default: break
            }
            if character == separator && depth == 0 { parts.append(current); current = "" } else { current.append(character) }
            previous = character
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { parts.append(current) }
        return parts
    }
}
