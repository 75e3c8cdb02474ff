// Role: view
// The subject list's content view, holding the shared `SubjectListView`; driven only by `bind(_:)`. It
// is its collection view's data source, drawing each cell from the cell view models it was given, and
// reports taps, retry and pull to refresh through its delegate. No observation, no closures kept.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class SubjectListContentView: View {
    weak var delegate: (any SubjectListContentViewDelegate)?
    /// The cells' view models, one per item, from the last bind.
    private var cells: [SubjectCellViewModel] = []
    private let screen = SubjectListView()
    private var collectionView: CollectionView { screen.collectionView }
    /// The Refresh button, for the view controller to put in its navigation bar.
    var refreshButton: BarButtonItem { screen.refreshButton }

    init() {
        super.init()
        addSubview(screen)
        collectionView.register(SubjectCollectionCell.self, forCellWithReuseIdentifier: SubjectListCopy.cellReuseIdentifier)
        // Role: glue
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.refreshControl?.addTarget(self, action: SubjectListContentView.pulledToRefresh, for: .valueChanged)
        screen.retryButton.addTarget(self, action: SubjectListContentView.retryTapped, for: .touchUpInside)
        screen.refreshButton.addTarget(self, action: SubjectListContentView.refreshTapped, for: .primaryActionTriggered)
    }

    // Role: view

    /// Shows `viewModel`. With the same number of cells the cells on screen are bound again in place
    /// (a theme change, a refresh); otherwise the list reloads.
    func bind(_ viewModel: SubjectListContentViewModel) {
        let sameCount = viewModel.cells.count == collectionView.numberOfItems
        cells = viewModel.cells
        screen.setLoading(viewModel.isLoading)
        screen.setError(visible: viewModel.isErrorVisible)
        screen.emptyLabel.isHidden = !viewModel.isEmptyNoticeVisible
        collectionView.isHidden = !viewModel.isListVisible
        screen.refreshButton.isEnabled = viewModel.isRefreshEnabled
        if viewModel.isRefreshing {
            collectionView.refreshControl?.beginRefreshing()
        } else {
            collectionView.refreshControl?.endRefreshing()
        }
        if sameCount {
            for (index, cell) in collectionView.visibleCells { bind(cell, at: index) }
        } else {
            collectionView.reloadData()
        }
    }

    private func bind(_ cell: CollectionViewCell, at index: Int) {
        guard let cell = cell as? SubjectCollectionCell, cells.indices.contains(index) else { return }
        cell.bind(cells[index])
    }

    // Role: glue
    private func pulledToRefresh() { delegate?.subjectListContentViewDidPullToRefresh(self) }
    private func retryTapped() { delegate?.subjectListContentViewDidTapRetry(self) }
    private func refreshTapped() { delegate?.subjectListContentViewDidTapRefresh(self) }
}

// Role: view
extension SubjectListContentView: CollectionViewDataSource, CollectionViewDelegate {
    func numberOfItems(in collectionView: CollectionView) -> Int { cells.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: SubjectListCopy.cellReuseIdentifier, for: index)
        bind(cell, at: index)
        return cell
    }

    // Role: glue
    func collectionView(_ collectionView: CollectionView, didSelectItemAt index: Int) {
        guard cells.indices.contains(index) else { return }
        delegate?.subjectListContentView(self, didSelect: cells[index])
    }
}
