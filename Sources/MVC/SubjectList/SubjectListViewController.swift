// Role: view
// Apple-style MVC for a list: the controller is the list's data source and delegate, the delegate of
// both API managers, and the theme's observer. It applies a reformer to turn the raw catalogue
// straight into cell data, keeps that array as the screen's model, and configures cells itself. It
// pushes the subject detail screen and, as that screen's delegate, drops a subject switched off there
// and pushes All Subjects over it, with the link's subject to mark.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class SubjectListViewController: ViewController {
    private let environment: AppEnvironment
    private let listView = SubjectListView()
    private lazy var catalogueManager = makeManager { SubjectsAPIManager(transport: $0.transport) }
    private lazy var settingsManager = makeManager {
        UserSubjectsAPIManager(transport: $0.transport, sessionStore: $0.sessionStore)
    }
    private var themeObservation: ThemeObservation?

    // Role: state
    /// The cells on the list: the open subjects, then More.
    private var cells: [SubjectCellData] = []
    /// The user's phase in the last successful load, which All Subjects needs.
    private var currentPhase: Phase?
    /// Whether a load has ever succeeded: a later failure keeps what the user has seen.
    private var hasLoaded = false
    /// The answers the load in progress still waits for.
    private var answers = AwaitedAnswers<ObjectIdentifier>()
    private var hasAppeared = false
    /// The subject of the link the app was opened with: opened once when the list first shows, and
    /// marked in every All Subjects this list opens, whatever became of the link here.
    private let linkedSubjectID: Int?
    /// Whether the list still opens the link's subject when it shows: not once it has shown, nor when
    /// an earlier list took the link (§7.4).
    private var followsLink: Bool

    // Role: view
    init(environment: AppEnvironment, linkedSubjectID: Int? = nil, followsLink: Bool = true) {
        self.environment = environment
        self.linkedSubjectID = linkedSubjectID
        self.followsLink = followsLink
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
        collection.isHidden = true
        navigationItem.rightBarButtonItem = listView.refreshButton
        // Role: glue
        collection.dataSource = self
        collection.delegate = self
        collection.refreshControl?.addTarget(self, action: SubjectListViewController.pulledToRefresh, for: .valueChanged)
        listView.retryButton.addTarget(self, action: SubjectListViewController.retryTapped, for: .touchUpInside)
        listView.refreshButton.addTarget(self, action: SubjectListViewController.refreshTapped, for: .primaryActionTriggered)
        themeObservation = environment.themeStore.observe { [weak self] theme in self?.recolorVisibleCells(theme) }
    }

    // Role: view

    override func viewWillAppear() {
        super.viewWillAppear()
        guard !hasAppeared else { return }
        hasAppeared = true
        load(showingSpinner: true)
    }

    private func makeManager<Manager: APIManager>(_ build: (AppEnvironment) -> Manager) -> Manager {
        let manager = build(environment)
        // Role: glue
        manager.delegate = self
        // Role: view
        return manager
    }

    // Role: logic
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

    /// Sends both requests at once; the screen changes again only when both have answered.
    private func load(showingSpinner: Bool) {
        listView.setError(visible: false)
        if showingSpinner { listView.setLoading(true) }
        answers.expect([ObjectIdentifier(catalogueManager), ObjectIdentifier(settingsManager)])
        catalogueManager.loadCatalogue()
        settingsManager.loadSettings()
    }

    private func bothAnswered() {
        listView.setLoading(false)
        listView.collectionView.refreshControl?.endRefreshing()
        do {
            let settings = try settingsManager.fetch(with: UserSubjectSettingsReformer())
            let subjects = try catalogueManager.fetch(with: SubjectCellsReformer(settings: settings))
            cells = subjects + [.more]
            currentPhase = settings.currentPhase
            hasLoaded = true
            listView.emptyLabel.isHidden = !subjects.isEmpty
            listView.collectionView.isHidden = false
            listView.collectionView.reloadData()
            openLinkedSubject()
        } catch {
            listView.setError(visible: true)
            listView.collectionView.isHidden = !hasLoaded
        }
        listView.refreshButton.isEnabled = hasLoaded
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

    /// The link's subject opens as a tap on its cell would, the first time the list shows, if it is there.
    private func openLinkedSubject() {
        guard followsLink, let id = linkedSubjectID else { return }
        followsLink = false
        if let cell = cells.first(where: { $0.kind == .subject(id: id) }) { open(cell) }
    }

    /// A subject switched off on its detail screen leaves the list at once, with no new load.
    private func removeSubject(_ id: Int) {
        cells.removeAll { $0.kind == .subject(id: id) }
        listView.emptyLabel.isHidden = cells.contains { $0 != .more }
        listView.collectionView.reloadData()
    }

    // Role: navigation
    private func open(_ data: SubjectCellData) {
        switch data.kind {
        case .subject(let id):
            let detail = SubjectDetailViewController(environment: environment, subjectID: id, name: data.title)
            // Role: glue
            detail.delegate = self
            // Role: navigation
            navigationController?.pushViewController(detail)
        case .more:
            guard let currentPhase else { return }
            let openSubjectIDs = Set(cells.compactMap { if case .subject(let id) = $0.kind { id } else { nil } })
            navigationController?.pushViewController(AllSubjectsViewController(
                environment: environment, currentPhase: currentPhase, openSubjectIDs: openSubjectIDs,
                linkedSubjectID: linkedSubjectID))
        }
    }
}

// Role: glue
extension SubjectListViewController: SubjectDetailViewControllerDelegate {
    func subjectDetailViewController(_ controller: SubjectDetailViewController, didSwitchOffSubject id: Int) {
        removeSubject(id)
        // Role: navigation
        navigationController?.popViewController()
    }

    // Role: glue
    /// All Subjects over the subject gets what More would give it now: the phase and the open
    /// subjects this list shows, a load that landed beneath the subject included, and the link's subject.
    func subjectDetailViewControllerDidTapAllSubjects(_ controller: SubjectDetailViewController) {
        open(.more)
    }
}

// Role: glue
extension SubjectListViewController: APIManagerDelegate {
    func apiManagerDidSucceed(_ manager: APIManager) { managerAnswered(manager) }
    func apiManager(_ manager: APIManager, didFailWith error: APIError) { managerAnswered(manager) }

    // Role: logic
    private func managerAnswered(_ manager: APIManager) {
        if answers.land(ObjectIdentifier(manager)) { bothAnswered() }
    }
}

// Role: view
extension SubjectListViewController: CollectionViewDataSource, CollectionViewDelegate {
    func numberOfItems(in collectionView: CollectionView) -> Int { cells.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: SubjectListCopy.cellReuseIdentifier, for: index)
        if let cell = cell as? SubjectCell, cells.indices.contains(index) {
            configure(cell, with: cells[index], theme: environment.themeStore.current)
        }
        return cell
    }

    // Role: glue
    func collectionView(_ collectionView: CollectionView, didSelectItemAt index: Int) {
        guard cells.indices.contains(index) else { return }
        open(cells[index])
    }
}
