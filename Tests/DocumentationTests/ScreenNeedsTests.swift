import BenchmarkCore
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

/// An architecture's Swift sources as the benchmark's scanner reads them (``SwiftSourceScanner``):
/// the types and extensions each file declares, their functions' parameters and their stored
/// properties.
struct SwiftSources {
    let files: [ScannedSource]

    init(folder: String) throws {
        let paths = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.sorted() ?? []
        files = try paths.map { SwiftSourceScanner.scan(try String(contentsOfFile: folder + "/" + $0, encoding: .utf8)) }
    }

    init(files: [String]) {
        self.files = files.map(SwiftSourceScanner.scan)
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
            guard declares(type) else { return "no type \(type) here" }
            let matching = files.flatMap { $0.functions(of: type) }
                .filter { $0.name == member && $0.parameters.map(\.label) == labels }
            guard matching.count == 1, let function = matching.first else {
                return "\(matching.count) declarations of \(row.place)"
            }
            let names = function.parameters.map(\.name)
            return Set(names) == needs ? nil : "\(row.place) takes \(names.joined(separator: ", "))"
        }
        guard declares(row.place) else { return "no type \(row.place) here" }
        let properties = files.flatMap(\.typeScopes).filter { $0.name == row.place && !$0.isExtension }.flatMap(\.storedProperties)
        return Set(properties) == needs ? nil : "\(row.place) declares \(properties.joined(separator: ", "))"
    }

    /// Whether a file declares `type` itself, not only extends it.
    private func declares(_ type: String) -> Bool {
        files.contains { $0.typeScopes.contains { $0.name == type && !$0.isExtension } }
    }
}
