// Role: view
// MVP's passive view for the subject list. It lays out the shared list view, is the collection's
// data source, reports every user event to the presenter, and shows what the presenter tells it
// through `SubjectListViewProtocol`. The cells and the theme it keeps are only what it was last told
// to show, so that it can configure cells the collection asks for later.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class SubjectListViewController: ViewController {
    private let presenter: SubjectListPresenter
    private let listView = SubjectListView()
    private let makeSubjectDetail: @MainActor (_ subjectID: Int, _ name: String) -> ViewController
    private let makeAllSubjects: @MainActor (_ currentPhase: Phase, _ openSubjectIDs: Set<Int>) -> ViewController

    // Role: state
    /// The cells the presenter last asked to show.
    private var cells: [SubjectCellData] = []
    /// The theme the presenter last asked for; it shows one before any cell exists.
    private var theme = Theme.day

    // Role: view
    /// `makeSubjectDetail` builds the screen a subject cell leads to, `makeAllSubjects` the one
    /// More leads to; the assembly supplies them so that this view never needs the model layer to
    /// build them.
    init(presenter: SubjectListPresenter,
         makeSubjectDetail: @escaping @MainActor (_ subjectID: Int, _ name: String) -> ViewController,
         makeAllSubjects: @escaping @MainActor (_ currentPhase: Phase, _ openSubjectIDs: Set<Int>) -> ViewController) {
        self.presenter = presenter
        self.makeSubjectDetail = makeSubjectDetail
        self.makeAllSubjects = makeAllSubjects
        super.init()
        title = SubjectListCopy.title
        navigationItem.rightBarButtonItem = listView.refreshButton
    }

    override func loadView() {
        listView.collectionView.register(SubjectCell.self, forCellWithReuseIdentifier: SubjectListCopy.cellReuseIdentifier)
        view = listView
    }

    private func configure(_ cell: SubjectCell, with data: SubjectCellData) {
        cell.display(title: data.title, imageName: data.imageName, highlightedImageName: data.highlightedImageName)
        cell.display(detail: data.detail)
        paint(cell)
    }

    private func paint(_ cell: SubjectCell) {
        cell.applyColors(title: theme.cellTitleColor, background: theme.cellBackgroundColor)
        cell.applyDetailColor(theme.cellDetailColor)
    }

    // Role: glue
    override func viewDidLoad() {
        super.viewDidLoad()
        let collection = listView.collectionView
        collection.dataSource = self
        collection.delegate = self
        collection.refreshControl?.addTarget(self, action: SubjectListViewController.pulledToRefresh, for: .valueChanged)
        listView.refreshButton.addTarget(self, action: SubjectListViewController.refreshTapped, for: .primaryActionTriggered)
        listView.retryButton.addTarget(self, action: SubjectListViewController.retryTapped, for: .touchUpInside)
        presenter.viewDidLoad()
    }

    override func viewWillAppear() {
        super.viewWillAppear()
        presenter.viewWillAppear()
    }

    private func retryTapped() { presenter.retryTapped() }
    private func pulledToRefresh() { presenter.pulledToRefresh() }
    private func refreshTapped() { presenter.refreshTapped() }
}

// Role: view
extension SubjectListViewController: SubjectListViewProtocol {
    func showLoading(_ loading: Bool) { listView.setLoading(loading) }
    func showList(_ visible: Bool) { listView.collectionView.isHidden = !visible }
    func showEmptyMessage(_ visible: Bool) { listView.emptyLabel.isHidden = !visible }
    func showError(_ visible: Bool) { listView.setError(visible: visible) }
    func endRefreshing() { listView.collectionView.refreshControl?.endRefreshing() }
    func beginRefreshing() { listView.collectionView.refreshControl?.beginRefreshing() }
    func enableRefresh(_ enabled: Bool) { listView.refreshButton.isEnabled = enabled }

    func showCells(_ cells: [SubjectCellData]) {
        self.cells = cells
        listView.collectionView.reloadData()
    }

    func showTheme(_ theme: Theme) {
        self.theme = theme
        for case let (_, cell as SubjectCell) in listView.collectionView.visibleCells {
            paint(cell)
        }
    }

    // Role: navigation
    func showSubject(id: Int, named name: String) {
        navigationController?.pushViewController(makeSubjectDetail(id, name))
    }

    func showAllSubjects(currentPhase: Phase, openSubjectIDs: Set<Int>) {
        navigationController?.pushViewController(makeAllSubjects(currentPhase, openSubjectIDs))
    }

    func closeSubject() {
        navigationController?.popViewController()
    }
}

// Role: view
extension SubjectListViewController: CollectionViewDataSource {
    func numberOfItems(in collectionView: CollectionView) -> Int { cells.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: SubjectListCopy.cellReuseIdentifier, for: index)
        if let cell = cell as? SubjectCell, cells.indices.contains(index) {
            configure(cell, with: cells[index])
        }
        return cell
    }
}

// Role: glue
extension SubjectListViewController: CollectionViewDelegate {
    func collectionView(_ collectionView: CollectionView, didSelectItemAt index: Int) {
        presenter.didSelectCell(at: index)
    }
}
