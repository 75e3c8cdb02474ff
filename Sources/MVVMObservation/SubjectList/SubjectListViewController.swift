// Role: view
// The subject list controller of MVVM on Observation: it owns the shared list view and its view model, is
// the collection's data source and delegate, hands the user's actions to the view model, and sets the
// widgets from the view model in updateProperties(), which the view kit re-runs after anything it read
// has changed: a load's progress, its answer, the theme, a subject switched off. It pushes a subject's
// detail screen, for a selected cell or the linked subject the view model reports, and, when that
// screen switches the subject off, tells the view model and pops back; for More it pushes All
// Subjects with the current phase and open subjects the view model's destination carries, and so it
// does over the detail screen when All Subjects is tapped there.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class SubjectListViewController: ViewController {
    private let viewModel: SubjectListViewModel
    private let content = SubjectListView()
    /// Builds a subject's detail screen from its id and name; the screen calls `onSwitchedOff` once it
    /// has switched the subject off, and `onAllSubjectsRequested` when All Subjects is tapped on it.
    private let makeSubjectDetail: @MainActor (_ id: Int, _ name: String,
                                               _ onSwitchedOff: @escaping @MainActor () -> Void,
                                               _ onAllSubjectsRequested: @escaping @MainActor () -> Void) -> ViewController
    /// Builds All Subjects for a user in `currentPhase` with the subjects `openSubjectIDs` open.
    private let makeAllSubjects: @MainActor (_ currentPhase: Phase, _ openSubjectIDs: Set<Int>) -> ViewController
    // Role: state
    /// The items the collection view was last told about: a new list from the view model reloads it.
    private var shownCells: [SubjectCellData] = []
    /// The theme the cells on screen wear: a new theme recolours them.
    private var shownTheme: Theme?

    // Role: view
    /// - Parameters:
    ///   - viewModel: The screen's state and logic.
    ///   - makeSubjectDetail: Builds the detail screen a selected subject leads to.
    ///   - makeAllSubjects: Builds All Subjects, which More leads to.
    init(viewModel: SubjectListViewModel,
         makeSubjectDetail: @escaping @MainActor (_ id: Int, _ name: String,
                                                  _ onSwitchedOff: @escaping @MainActor () -> Void,
                                                  _ onAllSubjectsRequested: @escaping @MainActor () -> Void) -> ViewController,
         makeAllSubjects: @escaping @MainActor (_ currentPhase: Phase, _ openSubjectIDs: Set<Int>) -> ViewController) {
        self.viewModel = viewModel
        self.makeSubjectDetail = makeSubjectDetail
        self.makeAllSubjects = makeAllSubjects
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
        viewModel.onLinkedSubjectListed = { [weak self] in self?.show($0) }
    }

    // Role: glue
    override func viewWillAppear() {
        super.viewWillAppear()
        viewModel.viewWillAppear()
    }

    /// View model → widgets: everything read here is tracked, so a change to any of it runs this
    /// again before the screen is next read.
    override func updateProperties() {
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
        // Role: view
        // Both read on every run, so that a change to either runs the update again.
        let cells = viewModel.cells
        let theme = viewModel.theme
        // The same array when nothing was loaded since: a cheap comparison, and no reload. A reload
        // colours the cells it makes; otherwise a new theme recolours the cells on screen.
        if cells != shownCells {
            shownCells = cells
            shownTheme = theme
            content.collectionView.reloadData()
        } else if theme != shownTheme {
            shownTheme = theme
            for (_, cell) in content.collectionView.visibleCells {
                (cell as? SubjectCell)?.applyColors(title: theme.cellTitleColor, background: theme.cellBackgroundColor)
                (cell as? SubjectCell)?.applyDetailColor(theme.cellDetailColor)
            }
        }
    }

    // Role: glue
    private func retryPressed() { viewModel.retry() }
    /// A pull, or a tap on the bar's Refresh: the same refresh.
    private func refreshRequested() { viewModel.refresh() }

    // Role: navigation
    private func show(_ destination: SubjectListViewModel.Destination) {
        switch destination {
        case .subject(let id, let name):
            let detail = makeSubjectDetail(id, name, { [weak self] in self?.subjectSwitchedOff(id) },
                                           { [weak self] in self?.allSubjectsRequested() })
            navigationController?.pushViewController(detail)
        case .allSubjects(let currentPhase, let openSubjectIDs):
            navigationController?.pushViewController(makeAllSubjects(currentPhase, openSubjectIDs))
        }
    }

    // Role: glue
    /// The detail screen switched the subject off: the view model drops it, which the update shows,
    /// and the detail screen goes.
    private func subjectSwitchedOff(_ id: Int) {
        viewModel.subjectSwitchedOff(id)
        // Role: navigation
        navigationController?.popViewController()
    }

    // Role: glue
    /// All Subjects was tapped on the detail screen: it opens over it as More would open it now, with
    /// the phase and the open subjects the list shows, a refresh landed beneath included.
    private func allSubjectsRequested() {
        guard let destination = viewModel.destination(of: .more) else { return }
        show(destination)
    }
}

// Role: view
extension SubjectListViewController: CollectionViewDataSource, CollectionViewDelegate {
    func numberOfItems(in collectionView: CollectionView) -> Int { shownCells.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: SubjectListCopy.cellReuseIdentifier, for: index)
        if let cell = cell as? SubjectCell, shownCells.indices.contains(index) {
            let data = shownCells[index]
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
        guard shownCells.indices.contains(index), let destination = viewModel.destination(of: shownCells[index]) else { return }
        show(destination)
    }
}
