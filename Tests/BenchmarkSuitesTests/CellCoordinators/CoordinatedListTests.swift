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
}
