import Architectures
import BenchmarkCore
import Foundation
import Testing
@testable import BenchmarkSuites

/// What each change cost, as the benchmark reports it: the committed figures are those the git
/// history makes (measured again here wherever there is a history), and the case reports each
/// change's architectures side by side, against MVC.
@MainActor
@Suite("What each change cost")
struct ChangeFiguresTests: ReportFixtures {
    /// Whether the package root has a history to measure: a `.git`, `git` on the PATH, not a shallow
    /// clone. A copy without one (an archive, a package manager's checkout) records nothing.
    nonisolated static var hasHistory: Bool {
        guard let root = try? PackageRootLocator(explicitRoot: nil).locate() else {
            return false
        }
        return GitRepository.hasHistory(at: root)
    }

    @Test("Measured again from the git history up to its recording, every change's figures equal the committed ones",
          .enabled(if: hasHistory, "no git history at the package root (no .git, no git, or a shallow clone)"))
    nonisolated func recordedAgain() throws {
        let root = try PackageRootLocator(explicitRoot: nil).locate()
        let measured = try ChangeCatalogue.measureAsRecorded(root: root)
        let committed = try ChangeFigures.load(root: root)
        #expect(measured.changes.map(\.change) == committed.changes.map(\.change), "run `\(ChangeFigures.command)`")
        for (again, recorded) in zip(measured.changes, committed.changes) {
            #expect(again == recorded, "\(again.change): run `\(ChangeFigures.command)`")
        }
        #expect(measured == committed)
        for cost in measured.changes.flatMap(\.architectures) {
            #expect(cost.outside == [], "\(cost.architecture)'s commit touches files outside its directories")
        }
    }

    @Test("Every edit of an architecture's code since the first change is its commit for a change, tagged Maintenance: or attributed",
          .enabled(if: hasHistory, "no git history at the package root (no .git, no git, or a shallow clone)"))
    nonisolated func noEditEscapes() throws {
        let root = try PackageRootLocator(explicitRoot: nil).locate()
        let edits = try ChangeCatalogue.maintenanceEdits(root: root)
        let attributed = try ChangeCatalogue.attributedEdits(root: root)
        // Every attributed edit is one of them (the check refuses one that is not), each counted once.
        #expect(Set(edits.map(\.commit.sha)).isSuperset(of: attributed.reasons.keys))
        #expect(Set(edits.map(\.commit.sha)).count == edits.count)
    }

    @Test("Maintenance is reported per architecture of the catalogue, in its order, from the committed figures")
    func reportsMaintenance() throws {
        let figures = ChangeFigures(changes: [], maintenance: [
            ChangeFigures.Maintenance(architecture: Architecture.mvp.displayName, commits: ["a", "b"], codeLinesAdded: 3,
                                      codeLinesRemoved: 2, unitTestLinesAdded: 4),
            ChangeFigures.Maintenance(architecture: Architecture.mvc.displayName),
        ])
        let root = try packageRoot(with: figures)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let maintenance = MaintenanceCase(architectures: Architecture.allCases, locator: PackageRootLocator(explicitRoot: root))
        #expect(maintenance.resultIdentifiers == ["maintenance/edits/MVC", "maintenance/edits/MVP"])
        let results = try maintenance.run(with: Runner(configuration: .quick)).results
        #expect(results.map(\.architecture) == ["MVC", "MVP"])
        let mvp = try #require(results.last)
        #expect(mvp.metrics.map(\.name) == ["commits", "code lines changed", "unit-test lines changed"])
        #expect(mvp.metrics.map(\.value) == [2, 5, 4])
    }

    /// A package root holding every architecture's source folder and `figures` as the committed file.
    private func packageRoot(with figures: ChangeFigures?) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("changes-\(UUID().uuidString)").path
        for directory in Architecture.allCases.map(\.sourceDirectory) + ["Benchmarks"] {
            try FileManager.default.createDirectory(atPath: root + "/" + directory, withIntermediateDirectories: true)
        }
        if let figures {
            try JSONEncoder().encode(figures).write(to: URL(fileURLWithPath: root + "/" + ChangeFigures.path))
        }
        return root
    }

    private func cost(_ architecture: Architecture, files: Int, lines: Int) -> ChangeFigures.ArchitectureCost {
        ChangeFigures.ArchitectureCost(
            architecture: architecture.displayName, commits: ["fedcba9876543210"], bases: ["0123456789abcdef"], filesTouched: files, filesAdded: 2,
            filesRemoved: 0, testFilesTouched: 2, codeLinesAdded: lines, codeLinesRemoved: 1,
            linesByRole: [ChangeFigures.RoleLines(role: .view, lines: lines - 4),
                          ChangeFigures.RoleLines(role: .logic, lines: 5)],
            ripple: ["\(architecture.sourceDirectory)/SubjectList/SubjectListViewController.swift"],
            navigatorFiles: ["\(architecture.sourceDirectory)/SubjectList/SubjectListRouter.swift"],
            unitTestLinesAdded: 12, unitTestLinesRemoved: 0, controllerLinesChanged: 9,
            dataLinesChanged: 4, sourceLinesBefore: 200,
            featureLinesBefore: 150, featuresBefore: 2,
            featureFileGrowth: [ChangeFigures.FileGrowth(path: "\(architecture.sourceDirectory)/SubjectList/SubjectListStore.swift", lines: 7)],
            sourceLinesAfter: 240, sourceFilesAfter: 7, largestFileLinesAfter: 110, bookkeeping: [ChangeCatalogue.pendingList], outside: [])
    }

    @Test("The compare page's drawings are bookkeeping: every file in the folder the page links to")
    func drawingsAreBookkeeping() throws {
        let root = try PackageRootLocator(explicitRoot: nil).locate()
        let drawings = ChangeCatalogue.drawings
        #expect(ChangeCatalogue.bookkeeping.contains(drawings))
        #expect(FileManager.default.fileExists(atPath: root + "/" + drawings + "login-empty.svg"))
    }

    @Test("One result per architecture that made a change, in catalogue order, against MVC; one none made reports nothing")
    func reportsEachChange() throws {
        // MVP made the change before MVC; MVVM and the others have not yet.
        let figures = ChangeFigures(changes: [
            ChangeFigures.Change(change: "subject-detail", features: [.subjectDetail], architectures: [
                cost(.mvp, files: 6, lines: 60), cost(.mvc, files: 3, lines: 40),
            ]),
            ChangeFigures.Change(change: "later", features: [.login], architectures: []),
        ])
        let root = try packageRoot(with: figures)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let changes = ChangeCase(architectures: Architecture.allCases, locator: PackageRootLocator(explicitRoot: root))
        try changes.verify()
        #expect(changes.resultIdentifiers == ["changes/subject-detail/MVC", "changes/subject-detail/MVP"])
        let results = try changes.run(with: Runner(configuration: .quick)).results
        #expect(results.map(\.identifier) == ["changes/subject-detail/MVC", "changes/subject-detail/MVP"])
        #expect(results.allSatisfy { result in result.metrics.allSatisfy { $0.kind == .deterministic } })
        let mvp = try #require(results.last)
        #expect(mvp.metrics.map(\.name) == [
            "files touched", "files added", "test files touched", "code lines added", "code lines removed", "code lines changed",
            "view lines changed", "logic lines changed", "state lines changed", "glue lines changed",
            "navigation lines changed", "assembly lines changed", "controller lines changed", "data lines changed",
            "ripple files", "navigator files touched", "unit-test lines changed", "lines before", "feature lines before", "features before",
            "lines after", "files after", "largest file after", "files touched vs MVC", "code lines changed vs MVC",
            "most-grown file to date",
        ])
        func value(_ name: String) -> Double? { mvp.metrics.first { $0.name == name }?.value }
        #expect(value("code lines changed") == 61)
        #expect(value("view lines changed") == 56)
        #expect(value("ripple files") == 1)
        #expect(value("controller lines changed") == 9)
        #expect(value("data lines changed") == 4)
        #expect(value("navigator files touched") == 1)
        #expect(value("test files touched") == 2)
        #expect(value("lines before") == 200)
        #expect(value("feature lines before") == 150)
        #expect(value("features before") == 2)
        #expect(value("largest file after") == 110)
        #expect(value("most-grown file to date") == 7)
        #expect(value("files touched vs MVC") == 2)
        #expect(value("code lines changed vs MVC") == 61.0 / 41.0)

        // The summary: a table for the change, its figures by architecture, each with MVC's factor.
        let sections = ReportSummary.sections(of: report(results))
        let section = try #require(sections.first { $0.title.hasPrefix("Change subject-detail") })
        #expect(section.table.headers == ["Figure", "MVC", "MVP"])
        #expect(section.table.rows.first == ["Files touched", "3 (1×)", "6 (2×)"])
        #expect(!section.table.rows.contains { $0.first?.hasSuffix("vs MVC") == true })
    }

    @Test("The most-grown file to date sums each file's gains across changes, worked by hand; a new file counts from the next change")
    func mostGrownFile() {
        func cost(_ architecture: String, _ growth: [(String, Int)]) -> ChangeFigures.ArchitectureCost {
            ChangeFigures.ArchitectureCost(
                architecture: architecture, commits: [], bases: [], filesTouched: 0, filesAdded: 0, filesRemoved: 0,
                testFilesTouched: 0, codeLinesAdded: 0, codeLinesRemoved: 0, linesByRole: [], ripple: [], navigatorFiles: [],
                unitTestLinesAdded: 0, unitTestLinesRemoved: 0, controllerLinesChanged: 0, dataLinesChanged: 0, sourceLinesBefore: 0, featureLinesBefore: 0,
                featuresBefore: 0, featureFileGrowth: growth.map { ChangeFigures.FileGrowth(path: $0.0, lines: $0.1) },
                sourceLinesAfter: 0, sourceFilesAfter: 0, largestFileLinesAfter: 0, bookkeeping: [], outside: [])
        }
        let changes = [
            // X: f +3 and g +5; Y: h shrank by 2.
            ChangeFigures.Change(change: "a", features: [], architectures: [cost("X", [("f", 3), ("g", 5)]), cost("Y", [("h", -2)])]),
            // X: f +4, so f has gained 7 in all; Y: nothing grew.
            ChangeFigures.Change(change: "b", features: [], architectures: [cost("X", [("f", 4)]), cost("Y", [])]),
            // X: g −1 (4 in all) and n, which an earlier change added, +9; Y did not make it.
            ChangeFigures.Change(change: "c", features: [], architectures: [cost("X", [("g", -1), ("n", 9)])]),
        ]
        let grown = ChangeCase.mostGrownFileToDate(changes)
        #expect(grown == ["a": ["X": 5, "Y": 0], "b": ["X": 7, "Y": 0], "c": ["X": 9]])
    }

    @Test("Without the file, the case fails its check naming the command, and can still be selected")
    func missingFile() throws {
        let root = try packageRoot(with: nil)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let changes = ChangeCase(architectures: Architecture.allCases, locator: PackageRootLocator(explicitRoot: root))
        let failure = #expect(throws: CheckFailure.self) { try changes.verify() }
        #expect(failure?.message.contains(ChangeFigures.command) == true)
        #expect(changes.resultIdentifiers == ["changes/change"])
    }
}
