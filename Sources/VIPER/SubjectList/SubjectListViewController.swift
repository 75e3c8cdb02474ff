// Role: view
// VIPER's View for the subject list: passive. It lays out the shared list view, is the collection
// view's data source over the cells it was last told to show, forwards the life cycle and every user
// event to its presenter, and draws what the presenter sends. It decides nothing.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class SubjectListViewController: ViewController {
    // Role: glue
    /// Strong: the view controller owns its presenter, and with it the whole module.
    private let output: any SubjectListViewOutput

    // Role: view
    private let listView = SubjectListView()
    private var cells: [SubjectCellData] = []
    private var cellColors: SubjectCellColors?

    init(output: any SubjectListViewOutput) {
        self.output = output
        super.init()
        title = SubjectListCopy.title
    }

    override func loadView() {
        view = listView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let collection = listView.collectionView
        collection.register(SubjectCell.self, forCellWithReuseIdentifier: SubjectListCopy.cellReuseIdentifier)
        navigationItem.rightBarButtonItem = listView.refreshButton
        // Role: glue
        collection.dataSource = self
        collection.delegate = self
        collection.refreshControl?.addTarget(self, action: SubjectListViewController.pulledToRefresh, for: .valueChanged)
        listView.retryButton.addTarget(self, action: SubjectListViewController.retryTapped, for: .touchUpInside)
        listView.refreshButton.addTarget(self, action: SubjectListViewController.refreshTapped, for: .primaryActionTriggered)
        output.viewDidLoad()
    }

    // Role: glue
    override func viewWillAppear() {
        super.viewWillAppear()
        output.viewWillAppear()
    }

    private func retryTapped() { output.didTapRetry() }
    private func pulledToRefresh() { output.didPullToRefresh() }
    private func refreshTapped() { output.didTapRefresh() }
}

// Role: view
extension SubjectListViewController: SubjectListViewInput {
    func display(_ screen: SubjectListDisplay) {
        listView.setLoading(screen.isLoading)
        listView.collectionView.isHidden = !screen.isListVisible
        listView.setError(visible: screen.isErrorVisible)
        listView.emptyLabel.isHidden = !screen.isEmptyVisible
        listView.refreshButton.isEnabled = screen.isRefreshEnabled
    }

    func show(_ cells: [SubjectCellData]) {
        self.cells = cells
        listView.collectionView.reloadData()
    }

    func apply(_ colors: SubjectCellColors) {
        cellColors = colors
        for (_, cell) in listView.collectionView.visibleCells {
            (cell as? SubjectCell)?.applyColors(title: colors.title, background: colors.background)
            (cell as? SubjectCell)?.applyDetailColor(colors.detail)
        }
    }

    func endRefreshing() {
        listView.collectionView.refreshControl?.endRefreshing()
    }

    func beginRefreshing() {
        listView.collectionView.refreshControl?.beginRefreshing()
    }
}

extension SubjectListViewController: CollectionViewDataSource {
    func numberOfItems(in collectionView: CollectionView) -> Int { cells.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: SubjectListCopy.cellReuseIdentifier, for: index)
        if let cell = cell as? SubjectCell, cells.indices.contains(index) {
            let data = cells[index]
            cell.display(title: data.title, imageName: data.imageName, highlightedImageName: data.highlightedImageName)
            cell.display(detail: data.detail)
            if let cellColors {
                cell.applyColors(title: cellColors.title, background: cellColors.background)
                cell.applyDetailColor(cellColors.detail)
            }
        }
        return cell
    }
}

// Role: glue
extension SubjectListViewController: CollectionViewDelegate {
    func collectionView(_ collectionView: CollectionView, didSelectItemAt index: Int) {
        output.didSelectItem(at: index)
    }
}
