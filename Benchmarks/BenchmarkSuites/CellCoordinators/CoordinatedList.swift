import MVVM
import SharedModel
import SharedViews
import ViewKit

/// A list of subjects on a collection view on a window, its cells bound to items by
/// ``ListCellCoordinator``s kept one per reused cell or one per item (``CellKeying``): the one
/// difference seed 004 argues over, with everything else equal. Benchmark only.
@MainActor
final class CoordinatedList: CollectionViewDataSource, CollectionViewDelegate {
    let collectionView = CollectionView(identifier: "list")
    /// The theme every cell follows, as MVVM's screen shares one with its cells.
    let theme = Observable(Theme.day)
    private let window: Window
    private let keying: CellKeying
    private var items: [SubjectCellData] = []
    private var byCell: [ObjectIdentifier: ListCellCoordinator] = [:]
    private var byItem: [Int: ListCellCoordinator] = [:]

    /// An empty list on screen.
    init(keying: CellKeying) {
        self.keying = keying
        let controller = ViewController()
        controller.view.addSubview(collectionView)
        window = Window(rootViewController: controller)
        collectionView.register(SubjectCell.self, forCellWithReuseIdentifier: "subject")
        collectionView.dataSource = self
        collectionView.delegate = self
        window.makeKeyAndVisible()
    }

    /// Shows `items`.
    func show(_ items: [SubjectCellData]) {
        self.items = items
        collectionView.reloadData()
    }

    /// Coordinators alive.
    var coordinators: Int { byCell.count + byItem.count }

    /// Observers of the theme alive: one per bound coordinator.
    var themeObservers: Int { theme.observerCount }

    func numberOfItems(in collectionView: CollectionView) -> Int { items.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "subject", for: index)
        guard let cell = cell as? SubjectCell, items.indices.contains(index) else { return cell }
        switch keying {
        case .byCell:
            let coordinator = byCell[ObjectIdentifier(cell)] ?? ListCellCoordinator()
            byCell[ObjectIdentifier(cell)] = coordinator
            coordinator.bind(items[index], to: cell, theme: theme)
        case .byItem:
            if let coordinator = byItem[index] {
                coordinator.show(items[index], in: cell, theme: theme.value)
            } else {
                let coordinator = ListCellCoordinator()
                byItem[index] = coordinator
                coordinator.bind(items[index], to: cell, theme: theme)
            }
        }
        return cell
    }

    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt index: Int) {
        // Keyed by cell, the cell's coordinator lets go of the item, as MVVM's does; keyed by item,
        // the coordinator is the item's and stays.
        if keying == .byCell {
            byCell[ObjectIdentifier(cell)]?.unbind()
        }
    }
}
