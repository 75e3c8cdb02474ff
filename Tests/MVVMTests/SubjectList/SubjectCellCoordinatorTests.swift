import Testing
@testable import MVVM
import SharedModel
import SharedViews
import ViewKit

/// The cell binding rule: one coordinator per reused cell, keyed by the cell; binding a new item
/// tears down the old binding first, so a reused cell never shows or sends another item's state.
@Suite("Subject cell coordinators")
@MainActor
struct SubjectCellCoordinatorTests {
    let themeStore = ThemeStore(.day)
    let context: SubjectListContext

    init() {
        context = SubjectListContext(themeStore: themeStore)
    }

    private func item(_ id: Int) -> SubjectCellViewModel {
        SubjectCellViewModel(data: SubjectCellData(subject: Subject(id: id, name: "Subject \(id)", phases: [.junior])),
                             context: context, currentPhase: .junior, openSubjectIDs: [])
    }

    /// A cell inside a view that catches what the cell routes up.
    private func cellInTree() -> (cell: SubjectCell, catcher: RoutedEventCatcher) {
        let catcher = RoutedEventCatcher()
        let cell = SubjectCell(reuseIdentifier: SubjectListCopy.cellReuseIdentifier)
        catcher.addSubview(cell)
        return (cell, catcher)
    }

    // MARK: One coordinator, one cell

    @Test func bindingShowsTheItemInTheCurrentTheme() {
        themeStore.apply(.night)
        let (cell, _) = cellInTree()
        let coordinator = SubjectCellCoordinator(cell: cell)

        coordinator.bind(to: item(3))

        #expect(cell.titleLabel.text == "Subject 3")
        #expect(cell.imageView.imageName == "subject-3")
        #expect(cell.imageView.highlightedImageName == "subject-3-highlighted")
        #expect(cell.detailLabel.text == "Junior")
        #expect(cell.titleLabel.textColor == .white)
        #expect(cell.detailLabel.textColor == Theme.night.cellDetailColor)
        #expect(cell.backgroundColor == .charcoal)
    }

    @Test func aThemeChangeRecoloursABoundCell() {
        let (cell, _) = cellInTree()
        let coordinator = SubjectCellCoordinator(cell: cell)
        coordinator.bind(to: item(1))

        themeStore.apply(.night)

        #expect(cell.titleLabel.textColor == .white)
        #expect(cell.detailLabel.textColor == Theme.night.cellDetailColor)
        #expect(cell.backgroundColor == .charcoal)
    }

    @Test func rebindingTearsDownTheOldBindingFirst() {
        let (cell, catcher) = cellInTree()
        let coordinator = SubjectCellCoordinator(cell: cell)
        let first = item(1)
        let second = item(2)

        coordinator.bind(to: first)
        coordinator.bind(to: second)

        #expect(cell.titleLabel.text == "Subject 2")
        #expect(context.theme.observerCount == 1, "the first item's theme binding is still subscribed")
        #expect(coordinator.viewModel === second)
        coordinator.cellWasSelected()
        #expect(catcher.destinations == [.subject(id: 2, name: "Subject 2")])
    }

    @Test func anUnboundCellNeitherFollowsNorSpeaksForItsLastItem() {
        let (cell, catcher) = cellInTree()
        let coordinator = SubjectCellCoordinator(cell: cell)
        coordinator.bind(to: item(1))

        coordinator.unbind()
        themeStore.apply(.night)
        coordinator.cellWasSelected()

        #expect(context.theme.observerCount == 0)
        #expect(cell.backgroundColor == .white)
        #expect(catcher.destinations.isEmpty)
    }

    @Test func theCoordinatorKeepsNeitherItsCellNorItsItemAlive() {
        weak var weakCell: SubjectCell?
        weak var weakItem: SubjectCellViewModel?
        let coordinator: SubjectCellCoordinator
        do {
            let cell = SubjectCell(reuseIdentifier: SubjectListCopy.cellReuseIdentifier)
            let item = item(1)
            weakCell = cell
            weakItem = item
            coordinator = SubjectCellCoordinator(cell: cell)
            coordinator.bind(to: item)
        }

        #expect(weakCell == nil)
        #expect(weakItem == nil)
        coordinator.cellWasSelected()
        themeStore.apply(.night)
    }

    // MARK: The collection's coordinator: keyed by cell, through scrolling and reloads

    /// A collection view inside a catcher, shown by a collection coordinator, with `count` subjects then More.
    private func collection(count: Int) -> (CollectionView, SubjectCollectionCoordinator, RoutedEventCatcher, [SubjectCellViewModel]) {
        let catcher = RoutedEventCatcher()
        let collectionView = CollectionView(identifier: SubjectListID.list)
        catcher.addSubview(collectionView)
        let coordinator = SubjectCollectionCoordinator(collectionView: collectionView)
        let items = (1...count).map(item)
            + [SubjectCellViewModel(data: .more, context: context, currentPhase: .junior, openSubjectIDs: [])]
        coordinator.show(items)
        return (collectionView, coordinator, catcher, items)
    }

    private func expectEveryVisibleCellShowsItsItem(_ collectionView: CollectionView, _ items: [SubjectCellViewModel],
                                                    sourceLocation: SourceLocation = #_sourceLocation) {
        for (index, cell) in collectionView.visibleCells {
            let title = (cell as? SubjectCell)?.titleLabel.text
            #expect(title == items[index].title, "cell #\(index)", sourceLocation: sourceLocation)
        }
    }

    @Test func scrolledCellsAreReusedAndOnlyVisibleCellsStayBound() {
        let (collectionView, coordinator, _, items) = collection(count: 40)

        for target in [20, 3, 40, 11] {
            collectionView.scrollToItem(at: target)
            expectEveryVisibleCellShowsItsItem(collectionView, items)
            // Cells gone to the reuse pool were unbound: only the visible ones follow the theme.
            #expect(context.theme.observerCount == collectionView.visibleCells.count)
        }
        themeStore.apply(.night)
        #expect(collectionView.visibleCells.allSatisfy { $0.cell.backgroundColor == .charcoal })
        withExtendedLifetime(coordinator) {}
    }

    @Test func aReusedCellSpeaksForItsNewItem() throws {
        let (collectionView, coordinator, catcher, items) = collection(count: 40)
        let firstCell = collectionView.cellForItem(at: 0)

        collectionView.scrollToItem(at: 30)
        let reusedIndex = try #require(collectionView.visibleCells.first { $0.cell === firstCell }?.index,
                                       "the first item's cell was not reused")
        collectionView.simulateSelectItem(at: reusedIndex)

        #expect(reusedIndex != 0)
        #expect(catcher.destinations == [items[reusedIndex].destination])
        withExtendedLifetime(coordinator) {}
    }

    @Test func aReloadRebindsEveryVisibleCellToTheNewItems() {
        let (collectionView, coordinator, _, _) = collection(count: 12)
        collectionView.scrollToItem(at: 12)
        let newItems = [item(7), SubjectCellViewModel(data: .more, context: context, currentPhase: .junior, openSubjectIDs: [])]

        coordinator.show(newItems)

        #expect(collectionView.numberOfItems == 2)
        expectEveryVisibleCellShowsItsItem(collectionView, newItems)
        #expect(context.theme.observerCount == 2)
    }
}
