// Role: state
// MVVM-C's subject list view model: a plain class. It loads the catalogue and the user's settings through
// the model layer's two API managers (their delegate), keeps what the screen shows, follows the theme
// store, and asks its coordinator to show what a selected item leads to (for More, All Subjects with
// the current phase of the last successful load and the subjects the list shows now); it tells its
// coordinator when a load succeeded, and its coordinator tells it when a subject is switched off and
// asks it where More leads, for the subject screen's All Subjects. Its outputs are three closures the
// controller sets, one per part of the screen that changes on its own.
import SharedModel

@MainActor
final class SubjectListViewModel {
    /// Where selecting an item leads.
    enum Destination: Equatable {
        /// The subject's own screen, titled with its name.
        case subject(id: Int, name: String)
        /// All Subjects (the More item): the catalogue of the user's current phase,
        /// with the open subjects marked.
        case allSubjects(currentPhase: Phase, openSubjectIDs: Set<Int>)
    }

    /// Whether the loading indicator animates: a first load or a retry (not a refresh) in flight.
    private(set) var isLoading = false
    /// Whether a pull to refresh is in flight.
    private(set) var isRefreshing = false
    /// Whether the error label and Retry show: the last load failed.
    private(set) var isErrorVisible = false
    /// Whether the list shows: once a load has succeeded, for good.
    private(set) var isListVisible = false
    /// Whether the bar's Refresh is enabled: the list shows and no refresh is in flight.
    var isRefreshEnabled: Bool { isListVisible && !isRefreshing }
    /// Whether the empty message shows: the last successful load found no open subject, or every one
    /// it found has been switched off since.
    private(set) var isEmptyVisible = false
    /// The items on the list: the open subjects of the last successful load less those switched off
    /// since, then More. Empty until a load succeeds; a failure keeps them.
    private(set) var cells: [SubjectCellData] = []
    /// The theme the cells are drawn in.
    private(set) var theme: Theme

    // Role: glue
    /// Called after the loading, error, list or empty state changed.
    var onStatusChange: (@MainActor () -> Void)?
    /// Called after a load replaced the cells.
    var onCellsChange: (@MainActor () -> Void)?
    /// Called after the theme changed.
    var onThemeChange: (@MainActor () -> Void)?

    private let catalogueManager: SubjectsAPIManager
    private let settingsManager: UserSubjectsAPIManager
    private var themeObservation: ThemeObservation?
    /// Where an item leads is the coordinator's business. Strong: the flow lives while its screen does.
    private let coordinator: any SubjectListViewModelCoordinatorDelegate
    // Role: state
    /// The answers the load in progress still waits for.
    private var answers = AwaitedAnswers<ObjectIdentifier>()
    private var hasAppeared = false
    /// The current phase of the last successful load, which All Subjects needs; nil until a load
    /// succeeds, as More is listed only then.
    private var currentPhase: Phase?

    // Role: assembly
    init(environment: AppEnvironment, coordinator: any SubjectListViewModelCoordinatorDelegate) {
        theme = environment.themeStore.current
        catalogueManager = SubjectsAPIManager(transport: environment.transport)
        settingsManager = UserSubjectsAPIManager(transport: environment.transport, sessionStore: environment.sessionStore)
        self.coordinator = coordinator
        // Role: glue
        catalogueManager.delegate = self
        settingsManager.delegate = self
        themeObservation = environment.themeStore.observe { [weak self] theme in self?.themeChanged(to: theme) }
    }

    // Role: logic

    /// The screen is about to appear; only the first time starts loading.
    func viewWillAppear() {
        guard !hasAppeared else { return }
        hasAppeared = true
        load(showingSpinner: true)
    }

    func retry() { load(showingSpinner: true) }

    /// A pull to refresh has its own indicator, so the loading one stays still.
    func refresh() { load(showingSpinner: false) }

    /// The user selected the item at `index`: the coordinator shows where it leads.
    func select(at index: Int) {
        guard cells.indices.contains(index) else { return }
        let cell = cells[index]
        switch cell.kind {
        case .subject(let id):
            coordinator.show(.subject(id: id, name: cell.title))
        case .more:
            guard let allSubjectsDestination else { return }
            coordinator.show(allSubjectsDestination)
        }
    }

    /// Where More leads now, and so where the subject screen's All Subjects leads: the catalogue of the
    /// current phase of the last successful load, with the subjects the list shows now. Nil until a
    /// load succeeds, as More is listed only then.
    var allSubjectsDestination: Destination? {
        guard let currentPhase else { return nil }
        return .allSubjects(currentPhase: currentPhase, openSubjectIDs: openSubjectIDs)
    }

    /// The subjects the list shows now: the last successful load's open subjects less any switched
    /// off since.
    private var openSubjectIDs: Set<Int> {
        Set(cells.compactMap { cell -> Int? in
            guard case .subject(let id) = cell.kind else { return nil }
            return id
        })
    }

    /// A subject switched off on its own screen leaves the list at once, with no new load.
    func removeSubject(id: Int) {
        cells.removeAll { $0.kind == .subject(id: id) }
        isEmptyVisible = cells == [.more]
        onCellsChange?()
        onStatusChange?()
    }

    /// Sends both requests at once; the screen changes again only when both have answered.
    private func load(showingSpinner: Bool) {
        isErrorVisible = false
        if showingSpinner { isLoading = true } else { isRefreshing = true }
        onStatusChange?()
        answers.expect([ObjectIdentifier(catalogueManager), ObjectIdentifier(settingsManager)])
        catalogueManager.loadCatalogue()
        settingsManager.loadSettings()
    }

    private func managerAnswered(_ manager: APIManager) {
        if answers.land(ObjectIdentifier(manager)) { bothAnswered() }
    }

    private func bothAnswered() {
        do {
            let settings = try settingsManager.fetch(with: UserSubjectSettingsReformer())
            let subjects = try catalogueManager.fetch(with: SubjectCellsReformer(settings: settings))
            cells = subjects + [.more]
            currentPhase = settings.currentPhase
            isEmptyVisible = subjects.isEmpty
            isListVisible = true
            onCellsChange?()
            coordinator.listDidLoad(cells: cells)
        } catch {
            isErrorVisible = true
        }
        isLoading = false
        isRefreshing = false
        onStatusChange?()
    }

    private func themeChanged(to theme: Theme) {
        self.theme = theme
        onThemeChange?()
    }
}

// Role: glue
extension SubjectListViewModel: APIManagerDelegate {
    func apiManagerDidSucceed(_ manager: APIManager) { managerAnswered(manager) }
    func apiManager(_ manager: APIManager, didFailWith error: APIError) { managerAnswered(manager) }
}
