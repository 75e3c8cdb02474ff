// Role: logic
// MVP's presenter for the subject list. It owns both API managers and is their delegate, decides
// when the screen loads, what the cells show (through the shared reformer), which states are visible
// after each answer, follows the theme, and says where a selected cell leads. As the delegate of a
// subject's presenter it drops a subject switched off there, and opens All Subjects when asked there.
// The view controller only shows what it is told and reports what the user does.
import SharedModel

/// Runs the subject list: loading, retry, refresh, the cells, the theme and selection.
@MainActor
final class SubjectListPresenter {
    /// The screen this presenter drives. Weak: the view controller owns its presenter, not the reverse.
    weak var view: (any SubjectListViewProtocol)?

    private let themeStore: ThemeStore
    private let catalogueManager: SubjectsAPIManager
    private let settingsManager: UserSubjectsAPIManager
    private var themeObservation: ThemeObservation?

    // Role: state
    /// The cells on the list: the open subjects, then More.
    private var cells: [SubjectCellData] = []
    /// The user's phase in the last successful load, which All Subjects needs.
    private var currentPhase: Phase?
    /// Whether a load has ever succeeded: a later failure keeps what the user has seen.
    private var hasLoaded = false
    private var hasAppeared = false
    /// The subject the app's link names, until the list first shows.
    private var linkedSubjectID: Int?
    /// The answers the load in progress still waits for.
    private var answers = AwaitedAnswers<ObjectIdentifier>()

    // Role: assembly
    /// `linkedSubjectID` opens when the list first shows, if it is one of the cells.
    init(environment: AppEnvironment, linkedSubjectID: Int? = nil) {
        themeStore = environment.themeStore
        catalogueManager = SubjectsAPIManager(transport: environment.transport)
        settingsManager = UserSubjectsAPIManager(transport: environment.transport, sessionStore: environment.sessionStore)
        self.linkedSubjectID = linkedSubjectID
        // Role: glue
        catalogueManager.delegate = self
        settingsManager.delegate = self
    }

    // Role: logic
    /// The view is ready: the list stays hidden until a load succeeds, and cells wear the theme.
    func viewDidLoad() {
        view?.showList(false)
        followTheme()
    }

    /// Loading starts on the first appearance only.
    func viewWillAppear() {
        guard !hasAppeared else { return }
        hasAppeared = true
        load(showingSpinner: true)
    }

    func retryTapped() { load(showingSpinner: true) }

    /// A pull to refresh has its own indicator, so the loading one stays still; Refresh waits for it.
    func pulledToRefresh() {
        view?.enableRefresh(false)
        load(showingSpinner: false)
    }

    /// The bar's Refresh is a pull to refresh, with the refresh control's progress.
    func refreshTapped() {
        view?.beginRefreshing()
        pulledToRefresh()
    }

    /// Sends both requests at once; the screen changes again only when both have answered.
    private func load(showingSpinner: Bool) {
        view?.showError(false)
        if showingSpinner { view?.showLoading(true) }
        answers.expect([ObjectIdentifier(catalogueManager), ObjectIdentifier(settingsManager)])
        catalogueManager.loadCatalogue()
        settingsManager.loadSettings()
    }

    private func managerAnswered(_ manager: APIManager) {
        if answers.land(ObjectIdentifier(manager)) { bothAnswered() }
    }

    private func bothAnswered() {
        view?.showLoading(false)
        view?.endRefreshing()
        do {
            let settings = try settingsManager.fetch(with: UserSubjectSettingsReformer())
            let subjects = try catalogueManager.fetch(with: SubjectCellsReformer(settings: settings))
            cells = subjects + [.more]
            currentPhase = settings.currentPhase
            hasLoaded = true
            view?.showCells(cells)
            view?.showEmptyMessage(subjects.isEmpty)
            view?.showList(true)
            openLinkedSubject()
        } catch {
            view?.showError(true)
            view?.showList(hasLoaded)
        }
        view?.enableRefresh(hasLoaded)
    }

    // Role: navigation
    /// A subject leads to its own screen; More leads to All Subjects, with the current phase and the
    /// subjects the list shows now.
    func didSelectCell(at index: Int) {
        guard cells.indices.contains(index) else { return }
        let cell = cells[index]
        switch cell.kind {
        case .subject(let id): view?.showSubject(id: id, named: cell.title)
        case .more: openAllSubjects()
        }
    }

    /// More and a subject's screen over the list open All Subjects alike: the view pushes it on top,
    /// over the subject's screen when that one asked.
    private func openAllSubjects() {
        guard let currentPhase else { return }
        let openSubjectIDs = Set(cells.compactMap { shown -> Int? in
            if case .subject(let id) = shown.kind { id } else { nil }
        })
        view?.showAllSubjects(currentPhase: currentPhase, openSubjectIDs: openSubjectIDs)
    }

    // Role: logic
    /// The link is followed once, when the list first shows: its subject opens as a tap on its cell
    /// opens it, and a subject the list does not show is forgotten.
    private func openLinkedSubject() {
        guard let id = linkedSubjectID else { return }
        linkedSubjectID = nil
        if let index = cells.firstIndex(where: { $0.kind == .subject(id: id) }) { didSelectCell(at: index) }
    }

    // Role: logic
    /// A subject switched off on its own screen leaves the list at once, with no new load; then the
    /// list comes back into view.
    private func subjectSwitchedOff(_ id: Int) {
        cells.removeAll { $0.kind == .subject(id: id) }
        view?.showCells(cells)
        view?.showEmptyMessage(cells == [.more])
        // Role: navigation
        view?.closeSubject()
    }

    // Role: glue
    private func followTheme() {
        view?.showTheme(themeStore.current)
        themeObservation = themeStore.observe { [weak self] theme in self?.view?.showTheme(theme) }
    }
}

extension SubjectListPresenter: APIManagerDelegate {
    func apiManagerDidSucceed(_ manager: APIManager) { managerAnswered(manager) }
    func apiManager(_ manager: APIManager, didFailWith error: APIError) { managerAnswered(manager) }
}

extension SubjectListPresenter: SubjectDetailPresenterDelegate {
    func subjectDetailPresenter(_ presenter: SubjectDetailPresenter, didSwitchOffSubject id: Int) {
        subjectSwitchedOff(id)
    }

    func subjectDetailPresenterDidAskForAllSubjects(_ presenter: SubjectDetailPresenter) {
        openAllSubjects()
    }
}
