import Foundation
import Testing
@testable import BenchmarkCore

/// No edit escapes the count: after the first change, a commit that edits an architecture's code is
/// its commit for a change, carries `Maintenance:`, or is attributed in ``AttributedEdits``; the
/// rest are refused. Maintenance is counted per architecture as a change's lines are. Worked on the
/// repository of ``ChangeMeasurementTests``, with commits added after B's.
@Suite("Edits outside a change, from git", .enabled(if: ExecutableSearch.find("git") != nil))
struct MaintenanceEditTests {
    /// The demo repository up to B's commit, the later change's commit dropped, then an edit of A's
    /// list (one code line changed) and of B's test (one code line added), committed with `message`.
    static func edited(message: String) throws -> ScratchRepository {
        let repository = try ChangeMeasurementTests.demo(plantedLine: false)
        try repository.run(["reset", "-q", "--hard", "HEAD~1"])
        try repository.commit([
            "Sources/A/SubjectList/ListController.swift": """
                // Role: view
                final class ListController {
                    private(set) var rows: [String] = ["Math"]

                    // Shows the rows.
                    func show() {}

                    // Opens the detail of a row.
                    func select(_ row: Int) -> SubjectDetailController {
                        SubjectDetailController(title: rows[row])
                    }
                }
                """,
            "Tests/BTests/ListTests.swift": """
                // A test of the list.
                func testList() {
                    _ = 2
                    _ = 3
                }
                """,
        ], message: message)
        return repository
    }

    static func head(_ repository: ScratchRepository) throws -> String {
        try repository.run(["rev-parse", "HEAD"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test("An edit after the first change with no trailer is refused, naming the commit and every architecture it edits")
    func untagged() throws {
        let repository = try Self.edited(message: "Tidy the lists")
        let sha = try Self.head(repository)
        #expect(throws: ChangeHistoryError.untaggedEdit(commit: sha, architectures: ["A", "B"])) {
            try ChangeMeasurementTests.measurement(repository).measure()
        }
        #expect(throws: ChangeHistoryError.untaggedEdit(commit: sha, architectures: ["A", "B"])) {
            try ChangeMeasurementTests.measurement(repository).maintenanceEdits()
        }
        // Edits before the first change are the app's first screens: nothing to tag.
        #expect(try ChangeMeasurementTests.measurement(repository).maintenanceEdits(through: "HEAD~4") == [])
    }

    @Test("A Maintenance trailer, or an attribution, makes the edit maintenance: counted per architecture as a change's lines are")
    func counted() throws {
        let tagged = try Self.edited(message: "Tidy the lists\n\nMaintenance: the list starts with one row\n")
        let figures = try ChangeMeasurementTests.measurement(tagged).measure()
        let sha = try Self.head(tagged)
        // A: the `rows` line changed, one removed and one added; B: one test line added.
        #expect(figures.maintenance == [
            ChangeFigures.Maintenance(architecture: "A", commits: [sha], codeLinesAdded: 1, codeLinesRemoved: 1),
            ChangeFigures.Maintenance(architecture: "B", commits: [sha], unitTestLinesAdded: 1),
        ])
        #expect(try ChangeMeasurementTests.measurement(tagged).maintenanceEdits().map(\.reason) == ["the list starts with one row"])
        // The change's own figures are what they were (ChangeMeasurementTests.architectureA and B).
        #expect(figures.changes.map { $0.architectures.map(\.codeLinesChanged) } == [[14, 11]])
        let untagged = try Self.edited(message: "Tidy the lists")
        let attributed = AttributedEdits(reasons: [try Self.head(untagged): "the list starts with one row"])
        let counted = try ChangeMeasurementTests.measurement(untagged, attributed: attributed).measure()
        #expect(counted.maintenance.map(\.codeLinesChanged) == [2, 0])
        #expect(counted.maintenance.map(\.unitTestLinesChanged) == [0, 1])
    }

    @Test("A commit naming an architecture but no change is refused")
    func architectureWithoutChange() throws {
        let repository = try Self.edited(message: "Tidy A's list\n\nArchitecture: A\n")
        #expect(throws: ChangeHistoryError.architectureWithoutChange(commit: try Self.head(repository), architecture: "A")) {
            try ChangeMeasurementTests.measurement(repository).measure()
        }
    }

    @Test("A change's commit for A that edits B's code is refused for B")
    func changeCommitEditsAnother() throws {
        let repository = try Self.edited(message: "A: more\n\nChange: demo\nArchitecture: A\n")
        #expect(throws: ChangeHistoryError.untaggedEdit(commit: try Self.head(repository), architectures: ["B"])) {
            try ChangeMeasurementTests.measurement(repository).measure()
        }
    }

    @Test("An attribution of a tagged commit, or of one that edits no architecture, is refused; so is a malformed list, by line")
    func badAttributions() throws {
        let tagged = try Self.edited(message: "Tidy\n\nMaintenance: the list starts with one row\n")
        let taggedSHA = try Self.head(tagged)
        #expect(throws: ChangeHistoryError.self) {
            try ChangeMeasurementTests.measurement(tagged, attributed: AttributedEdits(reasons: [taggedSHA: "tidy"])).measure()
        }
        try tagged.commit(["docs/notes.md": "Notes."], message: "Notes")
        let notes = try Self.head(tagged)
        #expect(throws: ChangeHistoryError.badAttribution(
            path: AttributedEdits.path, reason: "\(notes) is attributed but edits no architecture's code outside a change of its own")) {
            try ChangeMeasurementTests.measurement(tagged, attributed: AttributedEdits(reasons: [notes: "notes"])).measure()
        }
        let sha = String(repeating: "a", count: 40)
        #expect(try AttributedEdits.parse("# why\n\n\(sha) a rename\n") == AttributedEdits(reasons: [sha: "a rename"]))
        #expect(throws: ChangeHistoryError.badAttribution(path: AttributedEdits.path,
                                                          reason: "line 2 is not `<full commit hash> <reason>`")) {
            try AttributedEdits.parse("# why\naaaa a short hash\n")
        }
        #expect(throws: ChangeHistoryError.badAttribution(path: AttributedEdits.path,
                                                          reason: "line 1 is not `<full commit hash> <reason>`")) {
            try AttributedEdits.parse("\(sha)\n")
        }
        #expect(throws: ChangeHistoryError.badAttribution(path: AttributedEdits.path,
                                                          reason: "line 2 attributes \(sha) a second time")) {
            try AttributedEdits.parse("\(sha) one\n\(sha) two\n")
        }
    }

    @Test("A moved file is one file renamed: touched once, neither added nor removed, and only the lines the move changed count")
    func renamed() throws {
        let repository = try ScratchRepository()
        let list = (0..<8).map { "    var row\($0) = 0" }.joined(separator: "\n")
        try repository.commit(["Sources/A/SubjectList/ListController.swift": "// Role: view\nfinal class ListController {\n\(list)\n}"],
                              message: "A list")
        try repository.commit([ChangeMeasurementTests.pendingList: "[]"], message: "Detail\n\nChange: demo\n")
        try repository.run(["mv", "Sources/A/SubjectList/ListController.swift", "Sources/A/SubjectList/SubjectListController.swift"])
        try repository.commit([
            "Sources/A/SubjectList/SubjectListController.swift":
                "// Role: view\nfinal class SubjectListController {\n\(list)\n}",
        ], message: "A: the list's name\n\nChange: demo\nArchitecture: A\n")
        let measurement = try ChangeMeasurementTests.measurement(repository, names: ["A"])
        let a = try ChangeMeasurementTests.demoCost(of: "A", in: measurement.measure())
        #expect(a.filesTouched == 1)
        #expect(a.filesAdded == 0)
        #expect(a.filesRemoved == 0)
        // The class line, renamed: one removed, one added.
        #expect(a.codeLinesAdded == 1)
        #expect(a.codeLinesRemoved == 1)
    }
}
