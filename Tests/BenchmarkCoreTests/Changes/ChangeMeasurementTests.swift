import Foundation
import Testing
@testable import BenchmarkCore

/// What a change cost, measured from a small repository made here: two architectures, A and B, a
/// base commit, the change's own commit, then one commit per architecture that adds the subject
/// detail screen and touches its list, and the first commit of a later change; every figure is
/// worked out by hand below.
@Suite("What a change cost, from git", .enabled(if: ExecutableSearch.find("git") != nil))
struct ChangeMeasurementTests {
    static let pendingList = "Tests/ConformanceTests/Changes/PendingChanges.swift"

    /// The repository: a base, the change `demo` (its own commit, then A's, then B's), and a change
    /// `later` that no architecture has made. With `plantedLine`, A's commit has one more code line,
    /// a `logic` line of its detail screen.
    static func demo(plantedLine: Bool) throws -> ScratchRepository {
        let repository = try ScratchRepository()
        let assembly = """
            // Role: assembly
            enum AppAssembly {
                static func make() -> ListController { ListController() }
            }
            """
        try repository.commit([
            "README.md": "Two architectures of one list.",
            "Sources/A/AppAssembly.swift": assembly,
            "Sources/A/SubjectList/ListController.swift": """
                // Role: view
                final class ListController {
                    var rows: [String] = []

                    // Shows the rows.
                    func show() {}
                }
                """,
            "Tests/ATests/ListTests.swift": """
                // A test of the list.
                func testList() {
                    _ = ListController()
                }
                """,
            "Sources/B/AppAssembly.swift": assembly,
            "Sources/B/SubjectList/ListController.swift": """
                // Role: view
                final class ListController {
                    var rows: [String] = []
                }
                """,
            "Tests/BTests/ListTests.swift": """
                // A test of the list.
                func testList() {
                    _ = 1
                }
                """,
        ], message: "Two architectures, each with a list")
        try repository.commit([
            pendingList: """
                let pending = [
                    "A",
                    "B",
                ]
                """,
            "docs/SPEC.md": "The subject detail screen.",
        ], message: "The subject detail screen\n\nChange: demo\n")
        let planted = plantedLine ? "        guard !phase.isEmpty else { return false }\n" : ""
        try repository.commit([
            "Sources/A/SubjectList/ListController.swift": """
                // Role: view
                final class ListController {
                    private(set) var rows: [String] = []

                    // Shows the rows.
                    func show() {}

                    // Opens the detail of a row.
                    func select(_ row: Int) -> SubjectDetailController {
                        SubjectDetailController(title: rows[row])
                    }
                }
                """,
            "Sources/A/SubjectDetail/SubjectDetailController.swift": """
                // Role: view
                final class SubjectDetailController {
                    let title: String

                    // Role: logic
                    /// Whether the subject is open.
                    func isOpen(_ phase: String) -> Bool {
                \(planted)        return phase == "open"
                    }
                // Role: view
                    init(title: String) {
                        self.title = title
                    }
                }
                """,
            "Tests/ATests/SubjectDetailTests.swift": """
                // The detail's rules.
                func testDetail() {

                    let controller = SubjectDetailController(title: "x")
                    assert(controller.isOpen("open"))
                }
                """,
            pendingList: """
                let pending = [
                    "B",
                ]
                """,
            "Benchmarks/changes.json": "{}",
            "docs/drawings/list.svg": "<svg/>",
        ], message: "A: the subject detail screen\n\nChange: demo\nArchitecture: A\n")
        try repository.commit([
            "Sources/B/SubjectList/ListController.swift": """
                // Role: view
                final class ListController {
                    var rows: [String] = []
                    // Role: navigation
                    func select(_ row: Int) -> SubjectDetailController {
                        SubjectDetailController(title: rows[row])
                    }
                }
                """,
            "Sources/B/SubjectDetail/SubjectDetailController.swift": """
                // Role: glue
                protocol SubjectDetailDelegate: AnyObject {
                    func didOpen(_ title: String)
                }

                // Role: view
                /* The screen,
                   shown when a subject is selected. */
                final class SubjectDetailController {
                    weak var delegate: SubjectDetailDelegate?
                    let title: String
                    init(title: String) { self.title = title }
                }
                """,
            "Tests/BTests/SubjectDetailTests.swift": """
                func testDetail() {
                    _ = SubjectDetailController(title: "x") // builds it
                }
                """,
            "Tests/BTests/ListTests.swift": """
                // A test of the list.
                func testList() {
                    _ = 2
                }
                """,
            pendingList: """
                let pending = [
                ]
                """,
            "docs/notes.md": "B's notes.",
        ], message: "B: the subject detail screen\n\nChange: demo\nArchitecture: B\n")
        try repository.commit(["docs/LATER.md": "Later."], message: "A later change\n\nChange: later\n")
        return repository
    }

    /// The measurement of `repository` with `names` as the architectures (A and B unless given).
    static func measurement(_ repository: ScratchRepository, names: [String] = ["A", "B"],
                            attributed: AttributedEdits = AttributedEdits()) throws -> ChangeMeasurement {
        ChangeMeasurement(
            repository: try GitRepository.open(root: repository.path),
            architectures: names.map {
                ArchitectureDirectories(name: $0, sourceDirectory: "Sources/\($0)", testDirectory: "Tests/\($0)Tests")
            },
            features: ["demo": [.subjectDetail], "later": [.login]],
            bookkeeping: [pendingList, "Benchmarks/changes.json", "docs/drawings/"],
            attributed: attributed
        )
    }

    /// The figures of `repository` up to B's commit for `demo` (`later` has only its own commit),
    /// with A and B as the architectures.
    static func measure(_ repository: ScratchRepository) throws -> ChangeFigures {
        try measurement(repository).measure(through: "HEAD~1")
    }

    /// What the change `demo`, about `features`, cost the one architecture A of `repository`.
    static func costOfA(in repository: ScratchRepository, features: Set<Feature>) throws -> ChangeFigures.ArchitectureCost {
        let measurement = ChangeMeasurement(
            repository: try GitRepository.open(root: repository.path),
            architectures: [ArchitectureDirectories(name: "A", sourceDirectory: "Sources/A", testDirectory: "Tests/ATests")],
            features: ["demo": features],
            bookkeeping: [pendingList]
        )
        return try demoCost(of: "A", in: measurement.measure())
    }

    /// `architecture`'s figures for the change `demo`.
    static func demoCost(of architecture: String, in figures: ChangeFigures) throws -> ChangeFigures.ArchitectureCost {
        let demo = try #require(figures.changes.first { $0.change == "demo" })
        return try #require(demo.architectures.first { $0.architecture == architecture })
    }

    @Test("Every change in history order with every architecture's cost; a change an architecture has not made is refused, naming it")
    func changesAndArchitectures() throws {
        let repository = try Self.demo(plantedLine: false)
        let figures = try Self.measure(repository)
        #expect(figures.changes.map(\.change) == ["demo"])
        #expect(figures.changes.map(\.features) == [[.subjectDetail]])
        #expect(figures.changes.first?.architectures.map(\.architecture) == ["A", "B"])
        #expect(throws: ChangeHistoryError.incompleteChange(change: "later", missing: ["A", "B"])) {
            try Self.measurement(repository).measure()
        }
        #expect(throws: ChangeHistoryError.incompleteChange(change: "demo", missing: ["C"])) {
            try Self.measurement(repository, names: ["A", "B", "C"]).measure(through: "HEAD~1")
        }
        // Each commit is measured against its parent: A's against the change's own commit, B's against A's.
        let log = try repository.run(["log", "--format=%H", "-5"]).split(separator: "\n").map(String.init)
        #expect(try Self.demoCost(of: "A", in: figures).bases == [log[3]])
        #expect(try Self.demoCost(of: "B", in: figures).bases == [log[2]])
        #expect(try Self.demoCost(of: "A", in: figures).commits == [log[2]])
        #expect(try Self.demoCost(of: "B", in: figures).commits == [log[1]])
    }

    @Test("Measured up to the commit that last recorded the figures; a recording before every architecture made the change is refused")
    func throughTheRecording() throws {
        let repository = try Self.demo(plantedLine: false)
        let git = try GitRepository.open(root: repository.path)
        let log = try repository.run(["log", "--format=%H", "-5"]).split(separator: "\n").map(String.init)
        // A's commit is the last to touch the file, so the recording holds A and not B.
        #expect(try git.lastRecording(of: "Benchmarks/changes.json") == log[2])
        let measurement = ChangeMeasurement(
            repository: git,
            architectures: ["A", "B"].map {
                ArchitectureDirectories(name: $0, sourceDirectory: "Sources/\($0)", testDirectory: "Tests/\($0)Tests")
            },
            features: ["demo": [.subjectDetail], "later": [.login]],
            bookkeeping: [Self.pendingList, "Benchmarks/changes.json", "docs/drawings/"]
        )
        #expect(throws: ChangeHistoryError.incompleteChange(change: "demo", missing: ["B"])) {
            try measurement.measure(through: log[2])
        }
        let recorded = try measurement.measure(through: log[1])
        #expect(try recorded == Self.measure(repository))
        // A new recording not yet committed: the history up to HEAD.
        try Data("{ }".utf8).write(to: URL(fileURLWithPath: repository.path + "/Benchmarks/changes.json"))
        #expect(try git.lastRecording(of: "Benchmarks/changes.json") == log[0])
        #expect(try git.lastRecording(of: "Benchmarks/none.json") == nil)
    }

    @Test("A's commit: its files, code lines by role, the list it ripples to, its tests and its sources after")
    func architectureA() throws {
        let a = try Self.demoCost(of: "A", in: Self.measure(Self.demo(plantedLine: false)))
        // The list and the detail screen, one of them new; its test apart.
        #expect(a.filesTouched == 2)
        #expect(a.filesAdded == 1)
        #expect(a.filesRemoved == 0)
        #expect(a.testFilesTouched == 1)
        // The detail screen's 9 code lines (6 view, 3 logic: no blank, comment, doc comment or role
        // line), and in the list: `rows` changed (one removed, one added) and `select` added (3 code
        // lines after a blank line and a comment).
        #expect(a.codeLinesAdded == 9 + 1 + 3)
        #expect(a.codeLinesRemoved == 1)
        #expect(a.linesByRole == [ChangeFigures.RoleLines(role: .view, lines: 6 + 2 + 3),
                                  ChangeFigures.RoleLines(role: .logic, lines: 3)])
        #expect(a.codeLinesChanged == 14)
        #expect(a.ripple == ["Sources/A/SubjectList/ListController.swift"])
        // The test's 4 code lines; a comment and a blank line do not count.
        #expect(a.unitTestLinesAdded == 4)
        #expect(a.unitTestLinesRemoved == 0)
        // No view controller and no data code here (see `controllersAndData`).
        #expect(a.controllerLinesChanged == 0)
        #expect(a.dataLinesChanged == 0)
        #expect(a.navigatorFiles == [])
        // Before, at the change's own commit: the assembly's 3 code lines and the list's 4.
        #expect(a.sourceLinesBefore == 3 + 4)
        // Of those, the list's belong to a screen's feature; the assembly is shared.
        #expect(a.featureLinesBefore == 4)
        #expect(a.featuresBefore == 1)
        // The list grew from 4 code lines to 7; the detail screen is new.
        #expect(a.featureFileGrowth == [ChangeFigures.FileGrowth(path: "Sources/A/SubjectList/ListController.swift", lines: 3)])
        // The assembly's 3 code lines, the list's 7, the detail screen's 9.
        #expect(a.sourceLinesAfter == 3 + 7 + 9)
        #expect(a.sourceFilesAfter == 3)
        #expect(a.largestFileLinesAfter == 9)
        // A file under a bookkeeping folder is bookkeeping too.
        #expect(a.bookkeeping == ["Benchmarks/changes.json", Self.pendingList, "docs/drawings/list.svg"])
        #expect(a.outside == [])
    }

    @Test("B's commit: its files, code lines by role, the list it ripples to, its tests, its sources after, a file outside")
    func architectureB() throws {
        let b = try Self.demoCost(of: "B", in: Self.measure(Self.demo(plantedLine: false)))
        // The list and the detail screen; apart, the detail's test and the list's test, which changed one line.
        #expect(b.filesTouched == 2)
        #expect(b.filesAdded == 1)
        #expect(b.testFilesTouched == 2)
        // The detail screen's 8 code lines (3 glue, 5 view; a block comment does not count) and the
        // list's 3 new navigation lines.
        #expect(b.codeLinesAdded == 8 + 3)
        #expect(b.codeLinesRemoved == 0)
        #expect(b.linesByRole == [ChangeFigures.RoleLines(role: .view, lines: 5),
                                  ChangeFigures.RoleLines(role: .glue, lines: 3),
                                  ChangeFigures.RoleLines(role: .navigation, lines: 3)])
        #expect(b.ripple == ["Sources/B/SubjectList/ListController.swift"])
        // The new test's 3 code lines, and one line of the list's test changed.
        #expect(b.unitTestLinesAdded == 3 + 1)
        #expect(b.unitTestLinesRemoved == 1)
        #expect(b.unitTestLinesChanged == 5)
        // Before, at A's commit: B's assembly's 3 code lines and its list's 3.
        #expect(b.sourceLinesBefore == 3 + 3)
        #expect(b.featureLinesBefore == 3)
        #expect(b.featuresBefore == 1)
        #expect(b.featureFileGrowth == [ChangeFigures.FileGrowth(path: "Sources/B/SubjectList/ListController.swift", lines: 3)])
        // The assembly's 3 code lines, the list's 6, the detail screen's 8.
        #expect(b.sourceLinesAfter == 3 + 6 + 8)
        #expect(b.sourceFilesAfter == 3)
        #expect(b.largestFileLinesAfter == 8)
        #expect(b.bookkeeping == [Self.pendingList])
        #expect(b.outside == ["docs/notes.md"])
    }

    @Test("One more code line in A's commit moves A's figures by that line, and none of B's")
    func aPlantedLine() throws {
        let plain = try Self.measure(Self.demo(plantedLine: false))
        let planted = try Self.measure(Self.demo(plantedLine: true))
        let a = try Self.demoCost(of: "A", in: plain)
        let plantedA = try Self.demoCost(of: "A", in: planted)
        var expected = a
        expected.commits = plantedA.commits
        expected.bases = plantedA.bases
        expected.codeLinesAdded += 1
        expected.linesByRole = [ChangeFigures.RoleLines(role: .view, lines: 11),
                                ChangeFigures.RoleLines(role: .logic, lines: 4)]
        expected.sourceLinesAfter += 1
        expected.largestFileLinesAfter += 1
        #expect(plantedA == expected)
        // B's commit is the same change on another parent: only the parent's hash differs.
        var b = try Self.demoCost(of: "B", in: plain)
        var plantedB = try Self.demoCost(of: "B", in: planted)
        #expect(b.bases != plantedB.bases)
        b.commits = []
        plantedB.commits = []
        b.bases = []
        plantedB.bases = []
        #expect(plantedB == b)
    }

    @Test("The same history measures the same, and survives the JSON it is committed as")
    func deterministic() throws {
        let repository = try Self.demo(plantedLine: false)
        let first = try Self.measure(repository)
        #expect(try Self.measure(repository) == first)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(first)
        #expect(try JSONDecoder().decode(ChangeFigures.self, from: data) == first)
        try FileManager.default.createDirectory(atPath: repository.path + "/Benchmarks", withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: repository.path + "/" + ChangeFigures.path))
        #expect(try ChangeFigures.load(root: repository.path) == first)
    }

    @Test("A commit naming an architecture not given, or a change without a feature, is refused by name")
    func unknownNames() throws {
        let repository = try Self.demo(plantedLine: false)
        let open = try GitRepository.open(root: repository.path)
        let a = ArchitectureDirectories(name: "A", sourceDirectory: "Sources/A", testDirectory: "Tests/ATests")
        let b = ArchitectureDirectories(name: "B", sourceDirectory: "Sources/B", testDirectory: "Tests/BTests")
        let onlyA = ChangeMeasurement(repository: open, architectures: [a], features: ["demo": [.subjectDetail], "later": [.login]])
        let unknown = #expect(throws: ChangeHistoryError.self) { try onlyA.measure() }
        guard case .unknownArchitecture(_, let name)? = unknown else {
            Issue.record("expected an unknown architecture, got \(String(describing: unknown))")
            return
        }
        #expect(name == "B")
        let noFeature = ChangeMeasurement(repository: open, architectures: [a, b], features: ["demo": [.subjectDetail]])
        #expect(throws: ChangeHistoryError.unknownChange("later")) {
            try noFeature.measure()
        }
        let emptyFeatures = ChangeMeasurement(repository: open, architectures: [a, b],
                                              features: ["demo": [.subjectDetail], "later": []])
        #expect(throws: ChangeHistoryError.unknownChange("later")) {
            try emptyFeatures.measure()
        }
    }

    @Test("An edit of comments or a move touches nothing; a navigator touched is counted apart and is never ripple")
    func classesOfTouchedFiles() throws {
        let repository = try ScratchRepository()
        try repository.commit([
            "Sources/A/Login/LoginController.swift": "// Role: view\nfinal class LoginController {\n    // Opens the list.\n    func open() {}\n}",
            "Sources/A/Login/LoginHelper.swift": "// Role: logic\nenum LoginHelper {}",
            "Sources/A/SubjectList/SubjectListRouter.swift": "// Role: navigation\nfinal class SubjectListRouter {\n    func show() {}\n}",
            "Sources/A/SubjectList/ListController.swift": "// Role: view\nfinal class ListController {}",
            "Tests/ATests/ListTests.swift": "func testList() {}",
        ], message: "A")
        try repository.commit([Self.pendingList: "[]"], message: "Detail\n\nChange: demo\n")
        try repository.run(["mv", "Sources/A/Login/LoginHelper.swift", "Sources/A/Login/LoginSupport.swift"])
        try repository.commit([
            // A comment reworded: no code line changed.
            "Sources/A/Login/LoginController.swift": "// Role: view\nfinal class LoginController {\n    // Opens the subject list.\n    func open() {}\n}",
            // The router named for the list gains a line: a navigator, not the list's ripple.
            "Sources/A/SubjectList/SubjectListRouter.swift":
                "// Role: navigation\nfinal class SubjectListRouter {\n    func show() {}\n    func showDetail() {}\n}",
            "Sources/A/SubjectDetail/DetailController.swift": "// Role: view\nfinal class DetailController {}",
            // A test's comment: not touched either.
            "Tests/ATests/ListTests.swift": "// The list.\nfunc testList() {}",
            "Tests/ATests/DetailTests.swift": "func testDetail() {}",
        ], message: "A: detail\n\nChange: demo\nArchitecture: A\n")
        let a = try Self.costOfA(in: repository, features: [.subjectDetail])
        #expect(a.filesTouched == 2)
        #expect(a.filesAdded == 1)
        #expect(a.testFilesTouched == 1)
        #expect(a.ripple == [])
        #expect(a.navigatorFiles == ["Sources/A/SubjectList/SubjectListRouter.swift"])
        #expect(a.codeLinesChanged == 1 + 1)
        // The router is no screen's: the screens before are the login and the list, without it.
        #expect(a.featuresBefore == 2)
        #expect(a.featureLinesBefore == 3 + 1 + 1)
    }

    @Test("Data code: a conformance to APIManagerDelegate, and a function that sends a request or reads an answer")
    func dataCode() {
        let text = """
            // Role: logic
            final class Screen {
                func refresh() {
                    manager.loadCatalogue()
                }
                func title() -> String {
                    // not manager.fetch(with:) here: a comment
                    "Practice"
                }
            }
            extension Screen: APIManagerDelegate {
                func apiManagerDidSucceed(_ manager: APIManager) { answered() }
            }
            """
        // Lines 2-4 (refresh) and 10-12 (the conformance), zero-based.
        #expect(ChangeMeasurement.dataCodeLines(of: text) == [2, 3, 4, 10, 11, 12])
    }

    @Test("A change of two features: a file of either is no ripple, a file of a third still is")
    func twoFeatures() throws {
        let repository = try Self.demo(plantedLine: false)
        let architectures = ["A", "B"].map {
            ArchitectureDirectories(name: $0, sourceDirectory: "Sources/\($0)", testDirectory: "Tests/\($0)Tests")
        }
        func ripple(of architecture: String, features: Set<Feature>) throws -> [String] {
            let measurement = ChangeMeasurement(repository: try GitRepository.open(root: repository.path),
                                                architectures: architectures,
                                                features: ["demo": features, "later": [.login]])
            return try Self.demoCost(of: architecture, in: measurement.measure(through: "HEAD~1")).ripple
        }
        #expect(try ripple(of: "A", features: [.subjectDetail]) == ["Sources/A/SubjectList/ListController.swift"])
        #expect(try ripple(of: "A", features: [.subjectList, .subjectDetail]) == [])
        #expect(try ripple(of: "A", features: [.login, .subjectDetail]) == ["Sources/A/SubjectList/ListController.swift"])
        let measurement = ChangeMeasurement(repository: try GitRepository.open(root: repository.path),
                                            architectures: architectures,
                                            features: ["demo": [.subjectDetail, .subjectList], "later": [.login]])
        #expect(try measurement.measure(through: "HEAD~1").changes.first?.features == [.subjectList, .subjectDetail],
                "in declaration order")
    }

    @Test("Lines changed in view controllers count apart; a file whose code names the API manager delegate is data code, one that names it in a comment is not")
    func controllersAndData() throws {
        let repository = try ScratchRepository()
        let controller = """
            // Role: view
            final class SubjectListViewController {
                let store = SubjectListStore()
            }
            """
        let store = """
            // Role: logic
            final class SubjectListStore: APIManagerDelegate {
                var count = 0
            }
            """
        let view = """
            // Role: view
            // Not an APIManagerDelegate: it only shows rows.
            struct SubjectListView {
                var rows = 0
            }
            """
        try repository.commit([
            "Sources/A/SubjectList/SubjectListViewController.swift": controller,
            "Sources/A/SubjectList/SubjectListStore.swift": store,
            "Sources/A/SubjectList/SubjectListView.swift": view,
            "Sources/A/SubjectList/OldStore.swift": store.replacingOccurrences(of: "SubjectListStore", with: "OldStore"),
        ], message: "A list")
        try repository.commit([Self.pendingList: "[]"], message: "Refresh\n\nChange: demo\n")
        try repository.run(["rm", "-q", "Sources/A/SubjectList/OldStore.swift"])
        try repository.commit([
            // One line changed (one removed, one added) and one added: 3 controller lines.
            "Sources/A/SubjectList/SubjectListViewController.swift": """
                // Role: view
                final class SubjectListViewController {
                    private let store = SubjectListStore()
                    func refresh() {}
                }
                """,
            // One line added to the data code.
            "Sources/A/SubjectList/SubjectListStore.swift": store.replacingOccurrences(
                of: "    var count = 0", with: "    var count = 0\n    var refreshing = false"),
            // One line added to a view that names the delegate only in a comment.
            "Sources/A/SubjectList/SubjectListView.swift": view.replacingOccurrences(
                of: "    var rows = 0", with: "    var rows = 0\n    var refreshing = false"),
        ], message: "A: refresh\n\nChange: demo\nArchitecture: A\n")
        let a = try Self.costOfA(in: repository, features: [.subjectList])
        #expect(a.codeLinesChanged == 3 + 1 + 1 + 3)
        #expect(a.controllerLinesChanged == 3)
        // The store's new line and the deleted store's 3, judged before it went: both conform to
        // APIManagerDelegate in their declaration, so their braces are data code; not the view's line,
        // whose file names the delegate only in a comment.
        #expect(a.dataLinesChanged == 1 + 3)
        // Before: the controller's 3 code lines, each store's 3, the view's 3; after, the old store gone.
        #expect(a.sourceLinesBefore == 3 + 3 + 3 + 3)
        // Each file left grew by one; the deleted store is not a growth.
        #expect(a.featureFileGrowth == ["SubjectListStore", "SubjectListView", "SubjectListViewController"].map {
            ChangeFigures.FileGrowth(path: "Sources/A/SubjectList/\($0).swift", lines: 1)
        })
        #expect(a.sourceLinesAfter == 4 + 4 + 4)
        #expect(a.largestFileLinesAfter == 4)
    }

    @Test("Feature lines, features and each feature file's growth leave the shared code out, however large it is")
    func featuresWithoutSharedCode() throws {
        let repository = try ScratchRepository()
        /// A logic file of `lines` code lines: the class, `lines - 2` properties and the brace.
        func file(_ type: String, lines: Int) -> String {
            "// Role: logic\nfinal class \(type) {\n" + (0..<(lines - 2)).map { "    var v\($0) = 0\n" }.joined() + "}\n"
        }
        try repository.commit([
            "Sources/A/Binding/Observable.swift": file("Observable", lines: 6),
            "Sources/A/Login/LoginViewModel.swift": file("LoginViewModel", lines: 3),
            "Sources/A/SubjectList/ListViewModel.swift": file("ListViewModel", lines: 4),
        ], message: "A's two screens over a binding kit")
        try repository.commit([Self.pendingList: "[]"], message: "Detail\n\nChange: demo\n")
        try repository.commit([
            "Sources/A/Binding/Observable.swift": file("Observable", lines: 8),
            "Sources/A/SubjectDetail/SubjectDetailViewModel.swift": file("SubjectDetailViewModel", lines: 5),
            "Sources/A/SubjectList/ListViewModel.swift": file("ListViewModel", lines: 5),
        ], message: "A: detail\n\nChange: demo\nArchitecture: A\n")
        let a = try Self.costOfA(in: repository, features: [.subjectDetail])
        // Before: the binding kit's 6 lines (shared), the login's 3 and the list's 4.
        #expect(a.sourceLinesBefore == 6 + 3 + 4)
        #expect(a.featureLinesBefore == 3 + 4)
        #expect(a.featuresBefore == 2)
        // The binding kit gained 2 lines and the list 1; only the list's is a feature file's growth.
        #expect(a.featureFileGrowth == [ChangeFigures.FileGrowth(path: "Sources/A/SubjectList/ListViewModel.swift", lines: 1)])
        #expect(a.largestFileLinesAfter == 8)
    }
}
