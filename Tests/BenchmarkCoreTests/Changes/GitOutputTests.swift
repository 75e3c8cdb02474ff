import Foundation
import Testing
@testable import BenchmarkCore

/// What git prints, read without running git: the change commits of a log, the files of a diff's
/// name and status, the lines of its hunks; and a folder without a history, refused by name.
@Suite("Reading git's output")
struct GitOutputTests {
    @Test("A log's commits with a Change trailer, their parent and architecture; others left out; an architecture without a change refused")
    func changeCommits() throws {
        let log = "aaa\u{1F}\u{1F}\u{1F}\u{1F}\u{1E}\n"
            + "bbb\u{1F}aaa\u{1F}subject-detail\u{1F}\u{1F}\u{1E}\n"
            + "ccc\u{1F}bbb\u{1F}subject-detail\u{1F}MVVM-C\u{1F}\u{1E}\n"
            + "ddd\u{1F}ccc eee\u{1F}subject-detail\u{1D}subject-detail\u{1F} MVC \u{1F}\u{1E}\n"
            + "ggg\u{1F}ddd\u{1F}\u{1F}\u{1F}a rename\u{1E}\n"
        #expect(try ChangeCommit.parse(log: log) == [
            ChangeCommit(sha: "bbb", parent: "aaa", change: "subject-detail", architecture: nil),
            ChangeCommit(sha: "ccc", parent: "bbb", change: "subject-detail", architecture: "MVVM-C"),
            ChangeCommit(sha: "ddd", parent: "ccc", change: "subject-detail", architecture: "MVC"),
        ])
        #expect(try CommitTrailers.parse(log: log).last == CommitTrailers(sha: "ggg", parent: "ddd", maintenance: "a rename"))
        #expect(try ChangeCommit.parse(log: "") == [])
        #expect(throws: ChangeHistoryError.ambiguousTrailer(commit: "fff", key: "Architecture", values: ["MVC", "MVP"])) {
            try ChangeCommit.parse(log: "fff\u{1F}ddd\u{1F}subject-detail\u{1F}MVC\u{1D}MVP\u{1F}\u{1E}\n")
        }
        #expect(throws: ChangeHistoryError.architectureWithoutChange(commit: "hhh", architecture: "MVC")) {
            try ChangeCommit.parse(log: "hhh\u{1F}ddd\u{1F}\u{1F}MVC\u{1F}\u{1E}\n")
        }
    }

    @Test("The files of a diff's names and statuses: added, deleted, renamed with the old path, anything else modified")
    func touchedFiles() {
        let output = "A\0Sources/MVC/SubjectDetail/SubjectDetailViewController.swift\0M\0Sources/MVC/SubjectList/"
            + "SubjectListViewController.swift\0D\0Tests/MVCTests/Gone.swift\0T\0Sources/MVC/Link.swift\0"
            + "R087\0Sources/MVC/Old.swift\0Sources/MVC/New.swift\0"
        #expect(TouchedFile.parse(nameStatus: output) == [
            TouchedFile(path: "Sources/MVC/SubjectDetail/SubjectDetailViewController.swift", status: .added),
            TouchedFile(path: "Sources/MVC/SubjectList/SubjectListViewController.swift", status: .modified),
            TouchedFile(path: "Tests/MVCTests/Gone.swift", status: .deleted),
            TouchedFile(path: "Sources/MVC/Link.swift", status: .modified),
            TouchedFile(path: "Sources/MVC/New.swift", status: .renamed, previousPath: "Sources/MVC/Old.swift"),
        ])
        #expect(TouchedFile.parse(nameStatus: "") == [])
    }

    @Test("The lines of a diff's hunks: removed in the old version, added in the new; a count of one left out")
    func changedLines() {
        let diff = """
            diff --git a/F.swift b/F.swift
            index 633108e..19bd86d 100644
            --- a/F.swift
            +++ b/F.swift
            @@ -3 +3 @@ final class ListController {
            -    var rows: [String] = []
            +    private(set) var rows: [String] = []
            @@ -6,0 +7,3 @@ final class ListController {
            +
            +@@ -1 +1 @@ not a header: content starts with a sign
            +    }
            @@ -10,2 +12,0 @@
            -    a
            -    b
            """
        #expect(ChangedLines.parse(unifiedDiff: diff) == ChangedLines(removed: [3, 10, 11], added: [3, 7, 8, 9]))
        #expect(ChangedLines.parse(unifiedDiff: "Binary files a/x.png and b/x.png differ\n") == ChangedLines())
    }

    @Test("Code lines carry their role; blank lines, comments and role lines carry none")
    func codeRoles() {
        let roles = ChangeMeasurement.codeRoles(of: """
            // Role: view
            final class A {

                // Role: logic
                func f() {} // a comment after code
            }
            """)
        #expect(roles == [nil, .view, nil, nil, .logic, .logic])
        #expect(ChangeMeasurement.isCounted("SubjectDetail/SubjectDetailViewController.swift"))
        #expect(!ChangeMeasurement.isCounted("SubjectDetail/Notes.md"))
        #expect(!ChangeMeasurement.isCounted(".hidden/Ignored.swift"))
    }

    @Test("A folder with no history is refused, saying so")
    func noHistory() throws {
        let directory = try TemporaryDirectory()
        #expect(throws: ChangeHistoryError.noHistory(directory.path)) {
            try GitRepository.open(root: directory.path)
        }
        #expect(!GitRepository.hasHistory(at: directory.path))
        #expect(ChangeHistoryError.noHistory(directory.path).description.hasPrefix("no git history at \(directory.path)"))
        #expect(throws: ChangeHistoryError.self) {
            try ChangeFigures.load(root: directory.path)
        }
    }
}
