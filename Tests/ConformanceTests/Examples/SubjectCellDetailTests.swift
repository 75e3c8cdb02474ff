import Architectures
import SharedModel
import Testing
import ViewKit

/// SPEC §7.2, change `cell-detail`: every subject cell's second line names the subject's phases, in
/// the app's order and the theme's secondary colour, on every cell, reused ones included.
@MainActor
@Suite("A second line in every subject cell")
struct SubjectCellDetailTests {
    /// The line the spec gives a subject of `SampleData.catalogue(count:)` at `index` (0-based): it is
    /// offered in junior and, alternately, primary and senior.
    private static func generatedDetail(at index: Int) -> String {
        index % 2 == 0 ? "Primary · Junior" : "Junior · Senior"
    }

    private func expectDetails(_ screen: SubjectListScreen, count: Int,
                               sourceLocation: SourceLocation = #_sourceLocation) throws {
        for cell in try screen.visibleCells() {
            let expected = cell.index == count ? "" : Self.generatedDetail(at: cell.index)
            #expect(cell.detail == expected, "\(cell): \(screen.rendering)", sourceLocation: sourceLocation)
        }
    }

    private func expectDetailColor(_ screen: SubjectListScreen, _ theme: Theme,
                                   sourceLocation: SourceLocation = #_sourceLocation) throws {
        let color: Color = theme == .day ? .darkGray : .lightGray
        let cells = try screen.visibleCells()
        #expect(cells.contains { !$0.detail.isEmpty }, "no second line shows: \(screen.rendering)", sourceLocation: sourceLocation)
        for cell in cells where !cell.detail.isEmpty {
            #expect(cell.detailColor == color, "\(cell) under \(theme)", sourceLocation: sourceLocation)
        }
    }

    // Rule `subjectCell.detail` (docs/SPEC.md §6.1)
    @Test("Every subject cell names its phases in the app's order, joined by a middle dot; More has none",
          arguments: Architecture.allCases)
    func sampleData(architecture: Architecture) throws {
        try checkChange(.cellDetail, in: architecture) {
            let screen = SubjectListScreen(architecture)
            screen.showLoaded()
            let cells = try screen.visibleCells()
            #expect(cells.map(\.title) == ["Math", "Chinese", "English", "Physics", "History", "More"])
            #expect(cells.map(\.detail) == [
                "Primary · Junior · Senior", "Primary · Junior · Senior", "Primary · Junior · Senior",
                "Junior · Senior", "Junior · Senior", "",
            ], "\(screen.rendering)")
        }
    }

    // Rule `subjectCell.detail` (docs/SPEC.md §6.1)
    @Test("The line follows the app's order, names a phase once and leaves out phases the app does not know, in every shape",
          arguments: Architecture.allCases, CatalogueShape.allCases)
    func order(architecture: Architecture, shape: CatalogueShape) throws {
        try checkChange(.cellDetail, in: architecture) {
            let screen = SubjectListScreen(architecture)
            let college = Phase(rawValue: "college")
            screen.backend.catalogueShape = shape
            screen.backend.catalogue = [
                Subject(id: 1, name: "Art", phases: [.senior, college, .junior, .senior]),
                Subject(id: 2, name: "Latin", phases: [college]),
                Subject(id: 3, name: "Music", phases: [college, .primary]),
            ]
            // A user in a phase the app does not know, so that every subject is offered to them.
            screen.backend.settings = UserSubjectSettings(currentPhase: college, entries: (1...3).map {
                UserSubject(subjectID: $0, status: .on, updatedTime: 1)
            })
            screen.showLoaded()
            let cells = try screen.visibleCells()
            #expect(cells.map(\.title) == ["Art", "Latin", "Music", "More"], "\(screen.rendering)")
            #expect(cells.map(\.detail) == ["Junior · Senior", "", "Primary", ""], "\(screen.rendering)")
        }
    }

    // Rule `subjectCell.detailColour` (docs/SPEC.md §6.1)
    @Test("The second line wears the theme's secondary colour: darkGray by day, lightGray by night",
          arguments: Architecture.allCases, Theme.allCases)
    func colour(architecture: Architecture, theme: Theme) throws {
        try checkChange(.cellDetail, in: architecture) {
            let screen = SubjectListScreen(architecture, theme: theme)
            screen.showLoaded()
            try expectDetailColor(screen, theme)
        }
    }

    // Rule `subjectCell.detailColour` (docs/SPEC.md §6.1)
    @Test("A theme change recolours the second line of every visible cell at once, and of cells shown later",
          arguments: Architecture.allCases)
    func themeChange(architecture: Architecture) throws {
        try checkChange(.cellDetail, in: architecture) {
            let screen = SubjectListScreen(architecture)
            screen.showLoaded(subjects: 30)
            screen.environment.themeStore.apply(.night)
            try expectDetailColor(screen, .night)
            try screen.list().simulateScroll(toItem: 30)
            try expectDetailColor(screen, .night)
            screen.environment.themeStore.apply(.day)
            try expectDetailColor(screen, .day)
            try screen.list().simulateScroll(toItem: 0)
            try expectDetailColor(screen, .day)
        }
    }

    // Rule `subjectCell.detailReuse` (docs/SPEC.md §6.1)
    @Test("A reused cell shows its own item's phases, never its last item's, while scrolling and after a reload",
          arguments: Architecture.allCases)
    func reuse(architecture: Architecture) throws {
        try checkChange(.cellDetail, in: architecture) {
            let screen = SubjectListScreen(architecture)
            let ids = screen.showLoaded(subjects: 100).map(\.id)
            let list = try screen.list()
            for target in [0, 20, 7, 55, 100, 99, 3, 64] {
                list.simulateScroll(toItem: target)
                try expectDetails(screen, count: 100)
            }
            // Fewer subjects: More now sits in a cell that showed a subject's line.
            list.simulateScroll(toItem: 0)
            try screen.refresh(opening: ids.prefix(3))
            try expectDetails(screen, count: 3)
            #expect(try screen.visibleCells().last?.detail == "", "\(screen.rendering)")
            // More again, in a cell that may have shown More: the line comes back for a subject.
            try screen.refresh(opening: ids.prefix(12))
            try expectDetails(screen, count: 12)
        }
    }

    // Rules `subjectCell.detail`, `subjectCell.detailColour`, `subjectCell.detailReuse` (docs/SPEC.md §6.1)
    @Test("Every cell's second line and its colour, by every approach, after a theme change under a pushed screen and a reload",
          arguments: Architecture.allCases, Approach.all)
    func everyApproach(architecture: Architecture, approach: Approach) throws {
        try checkChange(.cellDetail, in: architecture) {
            let screen = SubjectListScreen(architecture, timing: approach.timing)
            try screen.showLoaded(approach.way)
            let both = "Primary · Junior · Senior"
            let later = "Junior · Senior"
            #expect(try screen.visibleCells().map(\.detail) == [both, both, both, later, later, ""], "\(screen.rendering)")
            try expectDetailColor(screen, .day)
            try screen.open("Chinese")
            screen.settle()
            screen.environment.themeStore.apply(.night)
            try #require(screen.navigation).simulateBack()
            try expectDetailColor(screen, .night)
            try screen.refresh(opening: [4, 1])
            #expect(try screen.visibleCells().map(\.detail) == [both, later, ""], "\(screen.rendering)")
            try expectDetailColor(screen, .night)
        }
    }
}
