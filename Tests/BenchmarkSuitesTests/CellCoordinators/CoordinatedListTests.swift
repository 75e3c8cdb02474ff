import BenchmarkCore
import SharedModel
import SharedViews
import Testing
import ViewKit
@testable import BenchmarkSuites

/// The benchmark's list differs only in how it keys its cell coordinators: both keyings show the
/// same cells and follow the theme; only what they keep differs.
@MainActor
@Suite("Cell coordinators keyed by cell or by item")
struct CoordinatedListTests {
    private let items = (1...200).map { SubjectCellData(kind: .subject(id: $0), title: "Subject \($0)") }

    private func titles(_ list: CoordinatedList) -> [String] {
        list.collectionView.visibleCells.compactMap { $0.cell.find(SubjectListID.cellTitle, as: Label.self)?.text }
    }

    @Test("Keyed by cell, what is kept stays at the cells made; keyed by item, it grows with every item shown",
          arguments: CellKeying.allCases)
    func keeping(keying: CellKeying) {
        let list = CoordinatedList(keying: keying)
        list.show(items)
        let shownFirst = list.coordinators
        #expect(shownFirst == list.collectionView.visibleCells.count)
        for index in stride(from: 0, to: items.count, by: 5) {
            list.collectionView.simulateScroll(toItem: index)
        }
        list.collectionView.simulateScroll(toItem: items.count - 1)
        #expect(titles(list).last == "Subject 200")
        switch keying {
        case .byCell:
            #expect(list.coordinators <= shownFirst + 1)
            #expect(list.themeObservers == list.collectionView.visibleCells.count)
        case .byItem:
            #expect(list.coordinators == items.count)
            #expect(list.themeObservers == items.count)
        }
        list.theme.value = .night
        let colours = list.collectionView.visibleCells.compactMap {
            $0.cell.find(SubjectListID.cellTitle, as: Label.self)?.textColor
        }
        #expect(Set(colours) == [Theme.night.cellTitleColor])
    }

    @Test("The case's counts, worked by hand: eight cells ever made, one coordinator per cell or per item shown")
    func caseFigures() throws {
        // The view kit shows 8 cells and ends the old cells' display before it shows new ones, so
        // scrolling never makes a ninth: keyed by cell (MVVM as built too), 8 coordinators, each
        // bound to a visible item and following the theme. Keyed by item, the 8 first shown, then
        // every item once the list is scrolled to its end: 30 subjects and More.
        #expect(CollectionView.visibleCapacity == 8)
        let outcome = try CellCoordinatorCase(subjectCount: 30).run(with: Runner(configuration: .quick))
        var kept: [String: [Double?]] = [:]
        for result in outcome.results {
            let counts = result.metrics.filter { $0.name != "bytes per subject" }.map(\.value)
            kept["\(result.caseName) \(result.architecture ?? "")"] = counts
        }
        #expect(kept == [
            "30/landed MVVM": [8, 8], "30/scrolled MVVM": [8, 8],
            "30/landed by-cell": [8, 8], "30/scrolled by-cell": [8, 8],
            "30/landed by-item": [8, 8], "30/scrolled by-item": [31, 31],
        ])
    }
}
