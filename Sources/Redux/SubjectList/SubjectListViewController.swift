// Role: view
// The subject list view controller of the Redux-style store: the collection's data source and delegate,
// it sends every user action and life-cycle event to the store and shows every state the store
// publishes: the loading, error, list and empty parts, the cells when they are new, their colours
// when the theme is, and the screen a selected item put on top: the subject detail screen reads this
// same store, is popped again when the reducer takes it off, and gets the All Subjects builder for its
// All Subjects button; All Subjects is built with what the state's destination carries.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class SubjectListViewController: ViewController {
    private let store: Store<SubjectListReducer>
    private let content = SubjectListView()
    /// Builds the All Subjects screen, given the current phase and the open subjects it is to show.
    private let makeAllSubjects: @MainActor (Phase, Set<Int>) -> ViewController
    private var subscription: StoreSubscription<SubjectListState>?
    // Role: state
    /// The state last shown: the list reloads, the cells recolour and a screen is pushed only on a change.
    private var shown: SubjectListState?

    // Role: view
    /// - Parameters:
    ///   - store: The subject list feature's store.
    ///   - makeAllSubjects: Builds the All Subjects screen, given the current phase and the open
    ///     subjects, pushed when the state says it is on top; the subject detail screen gets it too.
    init(store: Store<SubjectListReducer>, makeAllSubjects: @escaping @MainActor (Phase, Set<Int>) -> ViewController) {
        self.store = store
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
        content.collectionView.refreshControl?.addTarget(self, action: SubjectListViewController.pulled, for: .valueChanged)
        content.refreshButton.addTarget(self, action: SubjectListViewController.refreshPressed, for: .primaryActionTriggered)
        subscription = store.subscribe { [weak self] state in self?.render(state) }
        store.send(.viewDidLoad)
    }

    override func viewWillAppear() {
        super.viewWillAppear()
        store.send(.viewWillAppear)
    }

    private func retryPressed() { store.send(.retryTapped) }
    private func pulled() { store.send(.refreshPulled) }
    private func refreshPressed() { store.send(.refreshTapped) }

    /// State → widgets, as the store publishes it.
    private func render(_ state: SubjectListState) {
        let previous = shown
        shown = state
        content.setLoading(state.isLoading)
        content.setError(visible: state.isErrorVisible)
        content.collectionView.isHidden = !state.isListVisible
        content.emptyLabel.isHidden = !state.isEmptyVisible
        content.refreshButton.isEnabled = state.isRefreshEnabled
        if state.isRefreshing {
            content.collectionView.refreshControl?.beginRefreshing()
        } else {
            content.collectionView.refreshControl?.endRefreshing()
        }
        // Role: view
        // The same array when no load landed: a cheap comparison, and no reload.
        if state.cells != previous?.cells {
            content.collectionView.reloadData()
        } else if state.theme != previous?.theme {
            for (_, cell) in content.collectionView.visibleCells {
                (cell as? SubjectCell)?.applyColors(title: state.theme.cellTitleColor, background: state.theme.cellBackgroundColor)
                (cell as? SubjectCell)?.applyDetailColor(state.theme.cellDetailColor)
            }
        }
        // Role: navigation
        // A screen comes on top where there was none: the subject detail screen's own changes push nothing.
        if let destination = state.destination, previous?.destination == nil {
            switch destination {
            case .subjectDetail:
                navigationController?.pushViewController(SubjectDetailViewController(store: store, makeAllSubjects: makeAllSubjects))
            case .allSubjects(let currentPhase, let openSubjectIDs):
                navigationController?.pushViewController(makeAllSubjects(currentPhase, openSubjectIDs))
            }
        } else if state.destination == nil, previous?.destination != nil, navigationController?.topViewController !== self {
            // The reducer took it off (a switch-off landed); after the user's back it is already gone.
            navigationController?.popViewController()
        }
    }
}

// Role: view
extension SubjectListViewController: CollectionViewDataSource, CollectionViewDelegate {
    func numberOfItems(in collectionView: CollectionView) -> Int { shown?.cells.count ?? 0 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: SubjectListCopy.cellReuseIdentifier, for: index)
        if let cell = cell as? SubjectCell, let state = shown, state.cells.indices.contains(index) {
            let data = state.cells[index]
            cell.display(title: data.title, imageName: data.imageName, highlightedImageName: data.highlightedImageName)
            cell.display(detail: data.detail)
            cell.applyColors(title: state.theme.cellTitleColor, background: state.theme.cellBackgroundColor)
            cell.applyDetailColor(state.theme.cellDetailColor)
        }
        return cell
    }

    // Role: glue
    func collectionView(_ collectionView: CollectionView, didSelectItemAt index: Int) {
        store.send(.itemSelected(index: index))
    }
}
