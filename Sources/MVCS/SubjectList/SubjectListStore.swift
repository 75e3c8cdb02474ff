// Role: state
// MVCS's store for the subject list: it owns both API managers, sends both requests of a load, waits for both
// answers, keeps what the last successful load fetched (the open subjects, as cell data, and the
// user's current phase) and answers the controller's questions about it. It reports each load's end to
// its controller by delegate. The model stays thin: `SubjectCellData` only holds data; the store does
// the fetching and the keeping.
import SharedModel

@MainActor
final class SubjectListStore {
    weak var delegate: (any SubjectListStoreDelegate)?
    private let catalogueManager: SubjectsAPIManager
    private let settingsManager: UserSubjectsAPIManager

    // Role: state
    /// The open subjects of the last successful load, in catalogue order, less any switched off since.
    private(set) var subjects: [SubjectCellData] = []
    /// Whether a load has ever succeeded: a later failure keeps what was fetched before.
    private(set) var hasLoaded = false
    /// The user's current phase, from the settings of the last successful load; nil until one succeeds.
    private(set) var currentPhase: Phase?
    /// The answers the load in progress still waits for.
    private var answers = AwaitedAnswers<ObjectIdentifier>()

    /// The ids of the open subjects the store keeps: those the list shows now.
    var openSubjectIDs: Set<Int> {
        Set(subjects.compactMap { data -> Int? in
            guard case .subject(let id) = data.kind else { return nil }
            return id
        })
    }

    // Role: assembly
    init(environment: AppEnvironment) {
        catalogueManager = SubjectsAPIManager(transport: environment.transport)
        settingsManager = UserSubjectsAPIManager(transport: environment.transport, sessionStore: environment.sessionStore)
        // Role: glue
        catalogueManager.delegate = self
        settingsManager.delegate = self
    }

    // Role: logic
    /// Sends both requests at once; a load in flight is replaced. The delegate hears once both answered.
    func load() {
        answers.expect([ObjectIdentifier(catalogueManager), ObjectIdentifier(settingsManager)])
        catalogueManager.loadCatalogue()
        settingsManager.loadSettings()
    }

    /// Drops a subject the server has switched off since the last load, with no new load.
    func removeSubject(withID id: Int) {
        subjects.removeAll { $0.kind == .subject(id: id) }
    }

    private func bothAnswered() {
        do {
            let settings = try settingsManager.fetch(with: UserSubjectSettingsReformer())
            subjects = try catalogueManager.fetch(with: SubjectCellsReformer(settings: settings))
            currentPhase = settings.currentPhase
            hasLoaded = true
            delegate?.subjectListStoreDidLoad(self)
        } catch {
            delegate?.subjectListStoreDidFailToLoad(self)
        }
    }
}

// Role: glue
extension SubjectListStore: APIManagerDelegate {
    func apiManagerDidSucceed(_ manager: APIManager) { managerAnswered(manager) }
    func apiManager(_ manager: APIManager, didFailWith error: APIError) { managerAnswered(manager) }

    // Role: logic
    private func managerAnswered(_ manager: APIManager) {
        if answers.land(ObjectIdentifier(manager)) { bothAnswered() }
    }
}
