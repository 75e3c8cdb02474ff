// Role: logic
// VIPER's Interactor for the subject list: the use case "load the open subjects" and the theme
// the cells follow. It owns both API managers, sends both requests at once, waits for both answers,
// reads them into entities with the shared reformers and applies the open-subject rule. It hands
// the presenter entities (Subject) and facts, never cells, colours or messages.
import SharedModel

@MainActor
final class SubjectListInteractor {
    // Role: glue
    /// Weak: the presenter owns this interactor.
    weak var output: (any SubjectListInteractorOutput)?
    /// Strong: the interactor owns its API managers; releasing it cancels their requests.
    private let catalogueManager: SubjectsAPIManager
    private let settingsManager: UserSubjectsAPIManager
    private let themeStore: ThemeStore
    private var themeObservation: ThemeObservation?

    // Role: state
    /// The answers the load in progress still waits for.
    private var answers = AwaitedAnswers<ObjectIdentifier>()

    // Role: assembly
    init(catalogueManager: SubjectsAPIManager, settingsManager: UserSubjectsAPIManager, themeStore: ThemeStore) {
        self.catalogueManager = catalogueManager
        self.settingsManager = settingsManager
        self.themeStore = themeStore
        // Role: glue
        catalogueManager.delegate = self
        settingsManager.delegate = self
    }

    // Role: logic
    /// Both answers are in: the open subjects if both succeeded, otherwise what went wrong.
    private func bothAnswered() {
        do {
            let settings = try settingsManager.fetch(with: UserSubjectSettingsReformer())
            let catalogue = try catalogueManager.fetch(with: CatalogueReformer())
            output?.didLoad(openSubjects: OpenSubjects.select(from: catalogue, settings: settings),
                            currentPhase: settings.currentPhase)
        } catch {
            output?.didFailToLoadSubjects(with: error)
        }
    }
}

// Role: logic
extension SubjectListInteractor: SubjectListInteractorInput {
    /// A load started while another is in flight replaces it: the managers cancel their old requests.
    func loadOpenSubjects() {
        answers.expect([ObjectIdentifier(catalogueManager), ObjectIdentifier(settingsManager)])
        catalogueManager.loadCatalogue()
        settingsManager.loadSettings()
    }

    // Role: glue
    var currentTheme: Theme { themeStore.current }

    func observeTheme() {
        themeObservation = themeStore.observe { [weak self] theme in self?.output?.themeDidChange(to: theme) }
    }
}

extension SubjectListInteractor: APIManagerDelegate {
    func apiManagerDidSucceed(_ manager: APIManager) { managerAnswered(manager) }
    func apiManager(_ manager: APIManager, didFailWith error: APIError) { managerAnswered(manager) }

    // Role: logic
    private func managerAnswered(_ manager: APIManager) {
        if answers.land(ObjectIdentifier(manager)) { bothAnswered() }
    }
}
