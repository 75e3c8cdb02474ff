import Architectures
import SharedModel
import SharedTestSupport
import Testing
import ViewKit

/// SPEC §3, the cells: theme colours, reuse while scrolling, and where selecting a cell leads.
@MainActor
@Suite("Subject list cells")
struct SubjectListCellTests {
    private func expectColors(_ cells: [ShownCell], _ theme: Theme, _ screen: SubjectListScreen,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        let (title, background): (Color, Color) = theme == .day ? (.black, .white) : (.white, .charcoal)
        for cell in cells {
            #expect(cell.titleColor == title && cell.background == background,
                    "\(cell) under \(theme)\n\(screen.rendering)", sourceLocation: sourceLocation)
        }
    }

    // Rule `subjectList.cellColours` (docs/SPEC.md §6.1)
    @Test("Cells follow the theme: day black on white, night white on charcoal", arguments: Architecture.allCases, Theme.allCases)
    func initialTheme(architecture: Architecture, theme: Theme) throws {
        let screen = SubjectListScreen(architecture, theme: theme)
        screen.showLoaded()
        let cells = try screen.visibleCells()
        #expect(cells.count == 6)
        expectColors(cells, theme, screen)
    }

    // Rule `subjectList.cellColours` (docs/SPEC.md §6.1)
    @Test("A theme change recolours every visible cell at once, and cells made later", arguments: Architecture.allCases)
    func themeChange(architecture: Architecture) throws {
        let screen = SubjectListScreen(architecture)
        screen.showLoaded(subjects: 30)
        screen.environment.themeStore.apply(.night)
        let visible = try screen.visibleCells()
        #expect(visible.count == 8)
        expectColors(visible, .night, screen)
        try screen.list().simulateScroll(toItem: 30)
        expectColors(try screen.visibleCells(), .night, screen)
        screen.environment.themeStore.apply(.day)
        expectColors(try screen.visibleCells(), .day, screen)
        try screen.list().simulateScroll(toItem: 0)
        expectColors(try screen.visibleCells(), .day, screen)
    }

    // Rule `subjectList.cellColours` (docs/SPEC.md §6.1)
    @Test("A cell off screen when the theme changed wears the new theme when a later load brings it back",
          arguments: Architecture.allCases)
    func themeChangeWhileShrunk(architecture: Architecture) throws {
        let screen = SubjectListScreen(architecture)
        let ids = screen.showLoaded(subjects: 30).map(\.id)
        #expect(try screen.visibleCells().count == 8)
        // Below a screenful: two subjects and More, so five cells wait off screen for reuse.
        try screen.refresh(opening: ids.prefix(2))
        #expect(try screen.visibleCells().count == 3)
        screen.environment.themeStore.apply(.night)
        try screen.refresh(opening: ids)
        let cells = try screen.visibleCells()
        #expect(cells.count == 8)
        expectColors(cells, .night, screen)
    }

    // Rule `subjectList.window` (reuse count: example test only) (docs/SPEC.md §6.1)
    @Test("At most 8 cells show, reused while scrolling, each showing the item at its index",
          arguments: Architecture.allCases)
    func scrollingReusesCells(architecture: Architecture) throws {
        let screen = SubjectListScreen(architecture)
        screen.showLoaded(subjects: 100)
        let list = try screen.list()
        #expect(list.numberOfItems == 101)
        var seen = Set<ObjectIdentifier>()
        for target in [0, 20, 7, 55, 100, 99, 3, 64] {
            list.simulateScroll(toItem: target)
            let cells = try screen.visibleCells()
            #expect(cells.count == 8)
            #expect(cells.contains { $0.index == target })
            for cell in cells {
                let expected = cell.index == 100 ? "More" : "Subject \(cell.index + 1)"
                #expect(cell.title == expected, "\(screen.rendering)")
                #expect(cell.image == (cell.index == 100 ? "subject-more" : "subject-\(cell.index + 1)"))
            }
            seen.formUnion(list.visibleCells.map { ObjectIdentifier($0.cell) })
        }
        #expect(seen.count <= 16, "cells are reused rather than made anew for every item (\(seen.count) made)")
    }

    // Rule `subjectList.window` (+ `subjectList.cellColours`) (docs/SPEC.md §6.1)
    @Test("After any mix of reloads, scrolls and theme changes, every visible cell shows its item",
          arguments: Architecture.allCases)
    func mixedChurn(architecture: Architecture) throws {
        let screen = SubjectListScreen(architecture)
        let catalogue = screen.showLoaded(subjects: 40)
        // A fixed pseudo-random walk, so a failure always replays the same way.
        var random = SplitMix64(seed: 0x9E37_79B9_7F4A_7C15)
        var open = Set(catalogue.map(\.id))
        var theme = Theme.day
        for step in 0..<60 {
            switch random.below(4) {
            case 0:
                try screen.list().simulateScroll(toItem: random.below(try screen.list().numberOfItems))
            case 1:
                theme = theme == .day ? .night : .day
                screen.environment.themeStore.apply(theme)
            default:
                open = Set(catalogue.map(\.id).filter { _ in random.below(3) > 0 })
                try screen.refresh(opening: open)
            }
            let expected = catalogue.filter { open.contains($0.id) }.map(\.name) + ["More"]
            let cells = try screen.visibleCells()
            // A wrong list is reported, never indexed past its end: the walk stops at the first step
            // whose screen is wrong, and the rest of the run goes on.
            let shown = cells.map { expected.indices.contains($0.index) ? $0.title == expected[$0.index] : false }
            let right = try screen.list().numberOfItems == expected.count && cells.count == min(8, expected.count)
                && !shown.contains(false)
            #expect(right, "step \(step): the list should hold \(expected.count) items\n\(screen.rendering)")
            guard right else { return }
            expectColors(cells, theme, screen)
        }
    }

    // Rule `subjectList.selection` (docs/SPEC.md §6.1)
    @Test("Selecting a subject pushes its screen; More pushes All Subjects", arguments: Architecture.allCases)
    func selection(architecture: Architecture) throws {
        let screen = SubjectListScreen(architecture)
        screen.showLoaded()
        try screen.select("Physics")
        #expect(screen.navigation?.titles == ["Practice", "Physics"])
        screen.navigation?.simulateBack()
        try screen.select("More")
        #expect(screen.navigation?.titles == ["Practice", "All Subjects"])
        screen.navigation?.simulateBack()
        try screen.select("Math")
        #expect(screen.navigation?.titles == ["Practice", "Math"])
    }

    // Rule `subjectList.selection` (docs/SPEC.md §6.1): where navigation is state, or a screen is
    // drawn again on every change, a later change must not push the destination a second time.
    @Test("A selection pushes once: a theme change, a refresh or coming back pushes nothing more",
          arguments: Architecture.allCases)
    func selectionPushesOnce(architecture: Architecture) throws {
        let screen = SubjectListScreen(architecture)
        screen.showLoaded()
        try screen.select("Physics")
        screen.environment.themeStore.apply(.night)
        screen.settle()
        #expect(screen.navigation?.titles == ["Practice", "Physics"])
        screen.navigation?.simulateBack()
        try screen.list().simulatePullToRefresh()
        screen.settle()
        screen.environment.themeStore.apply(.day)
        screen.settle()
        #expect(screen.navigation?.titles == ["Practice"])
        try screen.select("More")
        #expect(screen.navigation?.titles == ["Practice", "All Subjects"])
    }

    // Rule `subjectList.selection` (+ `subjectList.window`) (docs/SPEC.md §6.1)
    @Test("Selecting the last cell of a long list after scrolling pushes the right screen", arguments: Architecture.allCases)
    func selectionAfterScrolling(architecture: Architecture) throws {
        let screen = SubjectListScreen(architecture)
        screen.showLoaded(subjects: 50)
        let list = try screen.list()
        list.simulateScroll(toItem: 49)
        list.simulateSelectItem(at: 49)
        #expect(screen.navigation?.titles == ["Practice", "Subject 50"])
        screen.navigation?.simulateBack()
        list.simulateScroll(toItem: 50)
        list.simulateSelectItem(at: 50)
        #expect(screen.navigation?.titles == ["Practice", "All Subjects"])
    }
}
