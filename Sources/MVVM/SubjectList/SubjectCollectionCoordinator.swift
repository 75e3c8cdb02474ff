// Role: glue
// The glue between the collection view and the list view model: the collection's data source and
// delegate. It shows the list view model's cell view models and keeps one SubjectCellCoordinator
// per reused cell, keyed by the cell, which binds that cell to the item at its index.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class SubjectCollectionCoordinator: CollectionViewDataSource, CollectionViewDelegate {
    private weak var collectionView: CollectionView?
    private var cellViewModels: [SubjectCellViewModel] = []
    /// One coordinator per cell the collection view has made; the collection keeps its cells alive.
    private var cellCoordinators: [ObjectIdentifier: SubjectCellCoordinator] = [:]

    init(collectionView: CollectionView) {
        self.collectionView = collectionView
        collectionView.register(SubjectCell.self, forCellWithReuseIdentifier: SubjectListCopy.cellReuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    /// Shows a new list of items.
    func show(_ cells: [SubjectCellViewModel]) {
        cellViewModels = cells
        collectionView?.reloadData()
    }

    /// The coordinator of `cell`, made the first time the cell is seen.
    private func coordinator(for cell: SubjectCell) -> SubjectCellCoordinator {
        if let known = cellCoordinators[ObjectIdentifier(cell)] { return known }
        let made = SubjectCellCoordinator(cell: cell)
        cellCoordinators[ObjectIdentifier(cell)] = made
        return made
    }

    // Role: view
    func numberOfItems(in collectionView: CollectionView) -> Int { cellViewModels.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: SubjectListCopy.cellReuseIdentifier, for: index)
        if let cell = cell as? SubjectCell, cellViewModels.indices.contains(index) {
            // Role: glue
            coordinator(for: cell).bind(to: cellViewModels[index])
            // Role: view
        }
        return cell
    }

    // Role: glue
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt index: Int) {
        cellCoordinators[ObjectIdentifier(cell)]?.unbind()
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt index: Int) {
        guard let cell = collectionView.cellForItem(at: index) else { return }
        cellCoordinators[ObjectIdentifier(cell)]?.cellWasSelected()
    }
}
