import Architectures
import SharedModel
import Testing
import ViewKit

/// SPEC §3, loading the subject list: first appearance, the two requests, the three catalogue
/// shapes, which subjects are open, and the empty state.
@MainActor
@Suite("Subject list loading")
struct SubjectListLoadingTests {
    // Rule `subjectList.firstAppearance` (docs/SPEC.md §6.1)
    @Test("First appearance: loading animates, nothing else shows, both requests sent at once",
          arguments: Architecture.allCases)
    func firstAppearance(architecture: Architecture) throws {
        let screen = SubjectListScreen(architecture)
        screen.show()
        #expect(screen.navigation?.titles == ["Practice"])
        #expect(try screen.loading().isSpinning)
        #expect(try screen.errorLabel().isVisibleInTree == false)
        #expect(try screen.retry().isVisibleInTree == false)
        #expect(try screen.emptyLabel().isVisibleInTree == false)
        #expect(try screen.visibleCells().isEmpty || !screen.list().isVisibleInTree, "\(screen.rendering)")
        #expect(screen.backend.requests.map(\.request.path).sorted() == ["/subjects", "/user/subjects"])
        #expect(screen.backend.requests.allSatisfy { $0.state == .inFlight && $0.request.method == .get })
    }

    // Rule `subjectList.waitForBoth` (docs/SPEC.md §6.1)
    @Test("Nothing is rendered until both answers have landed, whichever lands first",
          arguments: Architecture.allCases, [Route.subjects, .userSubjects])
    func waitsForBoth(architecture: Architecture, first: Route) throws {
        let screen = SubjectListScreen(architecture)
        screen.backend.routeLatency = [first: .milliseconds(100)]
        screen.backend.latency = .milliseconds(500)
        screen.show()
        screen.scheduler.advance(by: .milliseconds(200))
        #expect(screen.backend.requests(to: first).first?.state == .answered)
        #expect(try screen.loading().isSpinning)
        #expect(try screen.visibleCells().isEmpty || !screen.list().isVisibleInTree, "\(screen.rendering)")
        #expect(try screen.emptyLabel().isVisibleInTree == false)
        screen.scheduler.advance(by: .milliseconds(300))
        #expect(try screen.loading().isSpinning == false)
        #expect(try screen.list().isVisibleInTree)
        #expect(try screen.visibleTitles() == ["Math", "Chinese", "English", "Physics", "History", "More"])
    }

    // Rule `subjectList.success` (+ `subjectList.items`) (docs/SPEC.md §6.1)
    @Test("Both succeed: one cell per open subject with its images, then More", arguments: Architecture.allCases)
    func loadedCells(architecture: Architecture) throws {
        let screen = SubjectListScreen(architecture)
        screen.showLoaded()
        #expect(try screen.loading().isSpinning == false)
        #expect(try screen.list().isVisibleInTree)
        #expect(try screen.emptyLabel().isVisibleInTree == false)
        #expect(try screen.errorLabel().isVisibleInTree == false)
        #expect(try screen.retry().isVisibleInTree == false)
        let cells = try screen.visibleCells()
        #expect(cells.map(\.title) == ["Math", "Chinese", "English", "Physics", "History", "More"])
        #expect(cells.map(\.image) == ["subject-1", "subject-2", "subject-3", "subject-4", "subject-7", "subject-more"])
        #expect(cells.dropLast().map(\.highlightedImage)
                == ["subject-1-highlighted", "subject-2-highlighted", "subject-3-highlighted",
                    "subject-4-highlighted", "subject-7-highlighted"])
        #expect(try screen.list().numberOfItems == 6)
    }

    // Rule `subjectList.success` (reading: §3.1, the model layer's reformers) (docs/SPEC.md §6.1)
    @Test("The three catalogue shapes give the same screen", arguments: Architecture.allCases, CatalogueShape.allCases)
    func catalogueShapes(architecture: Architecture, shape: CatalogueShape) throws {
        let reference = SubjectListScreen(architecture)
        reference.showLoaded()
        let screen = SubjectListScreen(architecture)
        screen.backend.catalogueShape = shape
        screen.showLoaded()
        #expect(try screen.visibleCells() == reference.visibleCells())
        #expect(try screen.list().numberOfItems == 6)
    }

    // Rule `subjectList.success` (reading: §3.1) (docs/SPEC.md §6.1)
    @Test("The spec's literal payloads, one per shape, give one Math cell", arguments: Architecture.allCases, [
        #"{"subjects":[{"id":1,"name":"Math","phases":["junior"]}]}"#,
        #"{"data":{"items":[{"subject_id":1,"subject_name":"Math","phase_list":"junior"}]}}"#,
        #"{"list":[{"sid":"1","title":"Math","p":["junior"]}]}"#,
    ])
    func literalPayloads(architecture: Architecture, payload: String) throws {
        let screen = SubjectListScreen(architecture)
        screen.backend.inject(.body(.init(payload.utf8)), on: .subjects)
        screen.showLoaded()
        let cells = try screen.visibleCells()
        #expect(cells.map(\.title) == ["Math", "More"], "\(screen.rendering)")
        #expect(cells.first?.image == "subject-1")
    }

    /// A catalogue and the user's settings, and the titles the list must show.
    struct OpenCase: CustomTestStringConvertible, Sendable {
        let label: String
        let catalogue: [Subject]
        let settings: UserSubjectSettings
        let titles: [String]
        var testDescription: String { label }
    }

    nonisolated static let math = Subject(id: 1, name: "Math", phases: [.junior])
    nonisolated static let physics = Subject(id: 2, name: "Physics", phases: [.junior, .senior])
    nonisolated static let art = Subject(id: 3, name: "Art", phases: [.primary])
    nonisolated static func on(_ id: Int, at time: Int = 1) -> UserSubject { UserSubject(subjectID: id, status: .on, updatedTime: time) }
    nonisolated static func off(_ id: Int, at time: Int = 1) -> UserSubject { UserSubject(subjectID: id, status: .off, updatedTime: time) }

    nonisolated static let openCases: [OpenCase] = [
        OpenCase(label: "only subjects offered in the user's phase", catalogue: [math, physics, art],
                 settings: .init(currentPhase: .senior, entries: [on(1), on(2), on(3)]), titles: ["Physics"]),
        OpenCase(label: "the latest entry wins when it comes last", catalogue: [math, physics],
                 settings: .init(currentPhase: .junior, entries: [on(1, at: 1), off(1, at: 2), off(2, at: 1), on(2, at: 2)]),
                 titles: ["Physics"]),
        OpenCase(label: "the latest entry wins when it comes first", catalogue: [math, physics],
                 settings: .init(currentPhase: .junior, entries: [off(1, at: 9), on(1, at: 2), on(2, at: 9), off(2, at: 2)]),
                 titles: ["Physics"]),
        OpenCase(label: "ids missing from the catalogue are ignored", catalogue: [math],
                 settings: .init(currentPhase: .junior, entries: [on(42), on(1), on(7)]), titles: ["Math"]),
        OpenCase(label: "catalogue order, not settings order", catalogue: [physics, math],
                 settings: .init(currentPhase: .junior, entries: [on(1), on(2)]), titles: ["Physics", "Math"]),
        OpenCase(label: "subjects without an entry are not open", catalogue: [math, physics],
                 settings: .init(currentPhase: .junior, entries: [on(2)]), titles: ["Physics"]),
        OpenCase(label: "a phase the app does not know matches nothing else", catalogue: [math, physics],
                 settings: .init(currentPhase: Phase(rawValue: "college"), entries: [on(1), on(2)]), titles: []),
    ]

    // Rule `subjectList.success` (open subjects: §3.2, `OpenSubjects.select`) (docs/SPEC.md §6.1)
    @Test("Open subjects: on by the latest entry, offered in the user's phase, in catalogue order",
          arguments: Architecture.allCases, openCases)
    func openSubjects(architecture: Architecture, openCase: OpenCase) throws {
        let screen = SubjectListScreen(architecture)
        screen.backend.catalogue = openCase.catalogue
        screen.backend.settings = openCase.settings
        screen.showLoaded()
        #expect(try screen.visibleTitles() == openCase.titles + ["More"], "\(screen.rendering)")
    }

    // Rule `subjectList.empty` (docs/SPEC.md §6.1)
    @Test("No open subjects: the empty message and only the More cell", arguments: Architecture.allCases)
    func empty(architecture: Architecture) throws {
        let screen = SubjectListScreen(architecture)
        screen.backend.settings = UserSubjectSettings(currentPhase: .junior, entries: [])
        screen.showLoaded()
        #expect(try screen.emptyLabel().isVisibleInTree)
        #expect(try screen.emptyLabel().shownText == "No subjects yet. Tap More to add some.")
        #expect(try screen.list().isVisibleInTree)
        let cells = try screen.visibleCells()
        #expect(cells.map(\.title) == ["More"])
        #expect(cells.first?.image == "subject-more")
        #expect(try screen.errorLabel().isVisibleInTree == false)
    }

    // Rule `subjectList.empty` (docs/SPEC.md §6.1)
    @Test("An empty catalogue is the empty state too", arguments: Architecture.allCases)
    func emptyCatalogue(architecture: Architecture) throws {
        let screen = SubjectListScreen(architecture)
        screen.backend.catalogue = []
        screen.showLoaded()
        #expect(try screen.emptyLabel().isVisibleInTree)
        #expect(try screen.visibleTitles() == ["More"])
    }

    // Rule `subjectList.appearOnce` (docs/SPEC.md §6.1)
    @Test("Appearing again does not load again", arguments: Architecture.allCases)
    func loadsOnFirstAppearanceOnly(architecture: Architecture) throws {
        let screen = SubjectListScreen(architecture)
        screen.showLoaded()
        try screen.select("Math")
        screen.navigation?.simulateBack()
        screen.settle()
        #expect(screen.requestCount(.subjects) == 1)
        #expect(screen.requestCount(.userSubjects) == 1)
        #expect(try screen.visibleTitles().first == "Math")
    }
}
