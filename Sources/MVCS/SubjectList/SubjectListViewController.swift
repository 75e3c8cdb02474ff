// Role: view
// MVCS for a list: MVC's controller with the data access in a store and every move to another feature
// through the mediator. It is still the list's data source and delegate and the theme's observer; it
// asks the store to load, hears the end of each load as its delegate, and shows what the store keeps.
// It opens a subject's screen with two callbacks: one drops the subject when that screen switches it off,
// the other answers what that screen's All Subjects needs, as More would give it.
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

    /// What All Subjects needs, from More or from a subject's screen over the list: the current phase and
    /// the open subjects the list shows now, which the store keeps; nil until a load has succeeded.
    private var allSubjectsNeeds: (currentPhase: Phase, openSubjectIDs: Set<Int>)? {
        guard let currentPhase = store.currentPhase else { return nil }
        return (currentPhase, store.openSubjectIDs)
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
    /// subject's screen is handed, in the parameters, what to call once it has switched the subject off and
    /// what to ask, at its tap on All Subjects, for what the list shows then, both holding this controller
    /// weakly; All Subjects, what it needs now.
    private func open(_ data: SubjectCellData) {
        let destination: Result<ViewController, MediatorError>
        switch data.kind {
        case .subject(let id):
            destination = mediator.subjectDetailScreen(id: id, named: data.title,
                                                       switchedOff: { [weak self] in self?.subjectSwitchedOff($0) },
                                                       allSubjectsNeeds: { [weak self] in self?.allSubjectsNeeds })
        case .more:
            guard let needs = allSubjectsNeeds else { return }
            destination = mediator.allSubjectsScreen(currentPhase: needs.currentPhase, openSubjectIDs: needs.openSubjectIDs)
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
