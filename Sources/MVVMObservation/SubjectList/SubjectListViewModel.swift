// Role: state
// The subject list view model of MVVM on Observation: an @Observable class holding what the screen shows.
// It loads the catalogue and the user's settings through the model layer's two API managers (their
// delegate), follows the theme store, says where a selected item leads (More: All Subjects, with the
// current phase of the last successful load and the subjects the list shows now), reports the linked
// subject once the first successful load lists it, and drops a subject switched off on its detail
// screen. It knows nothing of views or cells.
import Observation
import SharedModel

@MainActor
@Observable
final class SubjectListViewModel {
    /// Where selecting an item leads.
    enum Destination: Equatable {
        /// The subject's detail screen, titled with its name.
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
    /// Whether the empty message shows: the last successful load found no open subject, or none is
    /// left.
    private(set) var isEmptyVisible = false
    /// The items on the list: the open subjects of the last successful load, then More. Empty until
    /// a load succeeds; a failure keeps them; a switch-off drops one. Stored, so every reader gets the
    /// same array.
    private(set) var cells: [SubjectCellData] = []
    /// The theme the cells are drawn in.
    private(set) var theme: Theme

    // Role: glue
    @ObservationIgnored private let catalogueManager: SubjectsAPIManager
    @ObservationIgnored private let settingsManager: UserSubjectsAPIManager
    @ObservationIgnored private var themeObservation: ThemeObservation?
    /// Called once, when the first successful load lists the linked subject, with where its cell
    /// leads: the controller opens it as a tap on the cell does. An event, not state: nothing
    /// observes it.
    @ObservationIgnored var onLinkedSubjectListed: (@MainActor (Destination) -> Void)?
    // Role: state
    /// The answers the load in progress still waits for.
    @ObservationIgnored private var answers = AwaitedAnswers<ObjectIdentifier>()
    @ObservationIgnored private var hasAppeared = false
    /// The subject of the link the app was opened with, until the first successful load follows the
    /// link.
    @ObservationIgnored private var linkedSubjectID: Int?
    /// The current phase of the last successful load, which All Subjects needs; nil until a load
    /// succeeds, as More is listed only then. No widget shows it, so nothing observes it.
    @ObservationIgnored private var currentPhase: Phase?

    // Role: assembly
    init(environment: AppEnvironment, linkedSubjectID: Int? = nil) {
        self.linkedSubjectID = linkedSubjectID
        theme = environment.themeStore.current
        catalogueManager = SubjectsAPIManager(transport: environment.transport)
        settingsManager = UserSubjectsAPIManager(transport: environment.transport, sessionStore: environment.sessionStore)
        // Role: glue
        catalogueManager.delegate = self
        settingsManager.delegate = self
        themeObservation = environment.themeStore.observe { [weak self] theme in self?.theme = theme }
    }

    // Role: logic

    /// Where selecting `cell` leads; nowhere for More before a load has succeeded, as it is listed
    /// only after one.
    func destination(of cell: SubjectCellData) -> Destination? {
        switch cell.kind {
        case .subject(let id): .subject(id: id, name: cell.title)
        case .more: currentPhase.map { .allSubjects(currentPhase: $0, openSubjectIDs: openSubjectIDs) }
        }
    }

    /// The subjects the list shows now: the last successful load's open subjects less any switched
    /// off since.
    private var openSubjectIDs: Set<Int> {
        Set(cells.compactMap { cell -> Int? in
            guard case .subject(let id) = cell.kind else { return nil }
            return id
        })
    }

    /// The screen is about to appear; only the first time starts loading.
    func viewWillAppear() {
        guard !hasAppeared else { return }
        hasAppeared = true
        load(showingSpinner: true)
    }

    func retry() { load(showingSpinner: true) }

    /// A pull to refresh has its own indicator, so the loading one stays still.
    func refresh() { load(showingSpinner: false) }

    /// A subject switched off on its detail screen leaves the list at once, with no new load; the
    /// empty message shows when only More is left.
    func subjectSwitchedOff(_ id: Int) {
        cells.removeAll { $0.kind == .subject(id: id) }
        isEmptyVisible = cells == [.more]
    }

    /// Sends both requests at once; the screen changes again only when both have answered.
    private func load(showingSpinner: Bool) {
        isErrorVisible = false
        if showingSpinner { isLoading = true } else { isRefreshing = true }
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
            followLink()
        } catch {
            isErrorVisible = true
        }
        isLoading = false
        isRefreshing = false
    }

    /// The first successful load follows the link: the linked subject opens if the list shows it, and
    /// the link is forgotten either way, so that no later load follows it.
    private func followLink() {
        guard let id = linkedSubjectID else { return }
        linkedSubjectID = nil
        guard let cell = cells.first(where: { $0.kind == .subject(id: id) }), let destination = destination(of: cell) else { return }
        onLinkedSubjectListed?(destination)
    }
}

// Role: glue
extension SubjectListViewModel: APIManagerDelegate {
    func apiManagerDidSucceed(_ manager: APIManager) { managerAnswered(manager) }
    func apiManager(_ manager: APIManager, didFailWith error: APIError) { managerAnswered(manager) }
}
