// Role: view
// MVCS for a list: MVC's controller with the data access in a store and every move to another feature
// through the mediator. It is still the list's data source and delegate and the theme's observer; it
// asks the store to load, hears the end of each load as its delegate, and shows what the store keeps.
// It opens a subject's screen with a callback, and drops the subject when that screen switches it off.
// Handed a linked subject, it opens that subject's screen the same way once its list first shows.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class SubjectListViewController: ViewController {
    private let store: SubjectListStore
    private let themeStore: ThemeStore
    private let mediator: Mediator
    private let listView = SubjectListView()
    private var themeObservation: ThemeObservation?
    private var hasAppeared = false

    // Role: state
    /// The linked subject, opened once the list first shows; nil once followed, or with no link.
    private var linkedSubjectID: Int?

    // Role: assembly
    init(store: SubjectListStore, themeStore: ThemeStore, mediator: Mediator, linkedSubjectID: Int? = nil) {
        self.store = store
        self.themeStore = themeStore
        self.mediator = mediator
        self.linkedSubjectID = linkedSubjectID
        super.init()
        // Role: glue
        store.delegate = self
        // Role: view
        title = SubjectListCopy.title
    }

    override func loadView() {
        view = listView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let collection = listView.collectionView
        collection.register(SubjectCell.self, forCellWithReuseIdentifier: SubjectListCopy.cellReuseIdentifier)
        collection.isHidden = true
        navigationItem.rightBarButtonItem = listView.refreshButton
        // Role: glue
        collection.dataSource = self
        collection.delegate = self
        collection.refreshControl?.addTarget(self, action: SubjectListViewController.pulledToRefresh, for: .valueChanged)
        listView.retryButton.addTarget(self, action: SubjectListViewController.retryTapped, for: .touchUpInside)
        listView.refreshButton.addTarget(self, action: SubjectListViewController.refreshTapped, for: .primaryActionTriggered)
        themeObservation = themeStore.observe { [weak self] theme in self?.recolorVisibleCells(theme) }
    }

    // Role: view
    override func viewWillAppear() {
        super.viewWillAppear()
        guard !hasAppeared else { return }
        hasAppeared = true
        load(showingSpinner: true)
    }

    // Role: logic
    /// The list's items: the open subjects the store keeps, then More, once a load has succeeded.
    private var itemCount: Int { store.hasLoaded ? store.subjects.count + 1 : 0 }

    private func item(at index: Int) -> SubjectCellData? {
        let subjects = store.subjects
        guard store.hasLoaded, index >= 0, index <= subjects.count else { return nil }
        return index < subjects.count ? subjects[index] : .more
    }

    private func retryTapped() { load(showingSpinner: true) }
    private func pulledToRefresh() {
        listView.refreshButton.isEnabled = false
        load(showingSpinner: false)
    }

    /// The bar's Refresh is a pull to refresh, with the refresh control's progress.
    private func refreshTapped() {
        listView.collectionView.refreshControl?.beginRefreshing()
        pulledToRefresh()
    }

    private func load(showingSpinner: Bool) {
        listView.setError(visible: false)
        if showingSpinner { listView.setLoading(true) }
        store.load()
    }

    /// Both answers have landed: a success shows what the store now keeps; a failure shows the
    /// error over whatever was shown before.
    private func loadEnded(succeeded: Bool) {
        listView.setLoading(false)
        listView.collectionView.refreshControl?.endRefreshing()
        listView.setError(visible: !succeeded)
        listView.collectionView.isHidden = !store.hasLoaded
        listView.refreshButton.isEnabled = store.hasLoaded
        if succeeded {
            listView.emptyLabel.isHidden = !store.subjects.isEmpty
            listView.collectionView.reloadData()
            openLinkedSubject()
        }
    }

    /// Once the list has first shown, the link is followed: the linked subject's screen opens as a
    /// tap on its cell opens it, if the list offers it, and never again.
    private func openLinkedSubject() {
        guard let id = linkedSubjectID else { return }
        linkedSubjectID = nil
        guard let data = store.subjects.first(where: { $0.kind == .subject(id: id) }) else { return }
        open(data)
    }

    private func configure(_ cell: SubjectCell, with data: SubjectCellData, theme: Theme) {
        cell.display(title: data.title, imageName: data.imageName, highlightedImageName: data.highlightedImageName)
        cell.display(detail: data.detail)
        cell.applyColors(title: theme.cellTitleColor, background: theme.cellBackgroundColor)
        cell.applyDetailColor(theme.cellDetailColor)
    }

    private func recolorVisibleCells(_ theme: Theme) {
        for (_, cell) in listView.collectionView.visibleCells {
            (cell as? SubjectCell)?.applyColors(title: theme.cellTitleColor, background: theme.cellBackgroundColor)
            (cell as? SubjectCell)?.applyDetailColor(theme.cellDetailColor)
        }
    }

    // Role: navigation
    /// Asks the mediator for the screen a cell leads to; with no such screen there is nowhere to go. A
    /// subject's screen is handed, in the parameters, what to call once it has switched the subject off;
    /// All Subjects, the current phase and the open subjects the list shows now, which the store keeps.
    private func open(_ data: SubjectCellData) {
        let destination: Result<ViewController, MediatorError>
        switch data.kind {
        case .subject(let id):
            destination = mediator.subjectDetailScreen(id: id, named: data.title) { [weak self] in self?.subjectSwitchedOff($0) }
        case .more:
            guard let currentPhase = store.currentPhase else { return }
            destination = mediator.allSubjectsScreen(currentPhase: currentPhase, openSubjectIDs: store.openSubjectIDs)
        }
        guard case .success(let screen) = destination else { return }
        navigationController?.pushViewController(screen)
    }

    // Role: logic
    /// The subject's screen switched it off: the store drops it, the list shows it gone at once with no
    /// new load (the empty message if it was the last), and the subject's screen is popped.
    private func subjectSwitchedOff(_ id: Int) {
        store.removeSubject(withID: id)
        listView.emptyLabel.isHidden = !store.subjects.isEmpty
        listView.collectionView.reloadData()
        // Role: navigation
        navigationController?.popViewController()
    }
}

// Role: glue
extension SubjectListViewController: SubjectListStoreDelegate {
    func subjectListStoreDidLoad(_ store: SubjectListStore) { loadEnded(succeeded: true) }
    func subjectListStoreDidFailToLoad(_ store: SubjectListStore) { loadEnded(succeeded: false) }
}

// Role: view
extension SubjectListViewController: CollectionViewDataSource, CollectionViewDelegate {
    func numberOfItems(in collectionView: CollectionView) -> Int { itemCount }

    func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: SubjectListCopy.cellReuseIdentifier, for: index)
        if let cell = cell as? SubjectCell, let data = item(at: index) {
            configure(cell, with: data, theme: themeStore.current)
        }
        return cell
    }

    // Role: glue
    func collectionView(_ collectionView: CollectionView, didSelectItemAt index: Int) {
        guard let data = item(at: index) else { return }
        open(data)
    }
}
