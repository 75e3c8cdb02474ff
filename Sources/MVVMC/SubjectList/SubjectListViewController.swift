// Role: view
// MVVM-C's subject list controller: it owns the shared list view and its view model, is the collection's
// data source and delegate, hands the user's actions to the view model, and shows each part of the
// view model's state when the view model says that part changed. It never pushes: a selection goes
// to the view model, which asks the coordinator.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class SubjectListViewController: ViewController {
    private let viewModel: SubjectListViewModel
    private let content = SubjectListView()

    /// - Parameter viewModel: The screen's state and logic.
    init(viewModel: SubjectListViewModel) {
        self.viewModel = viewModel
        super.init()
        title = SubjectListCopy.title
    }

    override func loadView() {
        view = content
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        content.collectionView.register(SubjectCell.self, forCellWithReuseIdentifier: SubjectListCopy.cellReuseIdentifier)
        navigationItem.rightBarButtonItem = content.refreshButton
        // Role: glue
        content.collectionView.dataSource = self
        content.collectionView.delegate = self
        content.retryButton.addTarget(self, action: SubjectListViewController.retryPressed, for: .touchUpInside)
        content.collectionView.refreshControl?.addTarget(self, action: SubjectListViewController.refreshRequested, for: .valueChanged)
        content.refreshButton.addTarget(self, action: SubjectListViewController.refreshRequested, for: .primaryActionTriggered)
        viewModel.onStatusChange = { [weak self] in self?.showStatus() }
        viewModel.onCellsChange = { [weak content] in content?.collectionView.reloadData() }
        viewModel.onThemeChange = { [weak self] in self?.recolorVisibleCells() }
        showStatus()
    }

    override func viewWillAppear() {
        super.viewWillAppear()
        viewModel.viewWillAppear()
    }

    /// View model → widgets, the binding made by hand: the loading, error, list and empty state,
    /// the refresh control and Refresh.
    private func showStatus() {
        content.setLoading(viewModel.isLoading)
        content.setError(visible: viewModel.isErrorVisible)
        content.collectionView.isHidden = !viewModel.isListVisible
        content.emptyLabel.isHidden = !viewModel.isEmptyVisible
        content.refreshButton.isEnabled = viewModel.isRefreshEnabled
        if viewModel.isRefreshing {
            content.collectionView.refreshControl?.beginRefreshing()
        } else {
            content.collectionView.refreshControl?.endRefreshing()
        }
    }

    private func retryPressed() { viewModel.retry() }
    /// A pull, or a tap on the bar's Refresh: the same refresh.
    private func refreshRequested() { viewModel.refresh() }

    // Role: view
    private func recolorVisibleCells() {
        let theme = viewModel.theme
        for (_, cell) in content.collectionView.visibleCells {
            (cell as? SubjectCell)?.applyColors(title: theme.cellTitleColor, background: theme.cellBackgroundColor)
            (cell as? SubjectCell)?.applyDetailColor(theme.cellDetailColor)
        }
    }
}

// Role: view
extension SubjectListViewController: CollectionViewDataSource, CollectionViewDelegate {
    func numberOfItems(in collectionView: CollectionView) -> Int { viewModel.cells.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: SubjectListCopy.cellReuseIdentifier, for: index)
        let cells = viewModel.cells
        if let cell = cell as? SubjectCell, cells.indices.contains(index) {
            let data = cells[index]
            let theme = viewModel.theme
            cell.display(title: data.title, imageName: data.imageName, highlightedImageName: data.highlightedImageName)
            cell.display(detail: data.detail)
            cell.applyColors(title: theme.cellTitleColor, background: theme.cellBackgroundColor)
            cell.applyDetailColor(theme.cellDetailColor)
        }
        return cell
    }

    // Role: glue
    func collectionView(_ collectionView: CollectionView, didSelectItemAt index: Int) {
        viewModel.select(at: index)
    }
}
