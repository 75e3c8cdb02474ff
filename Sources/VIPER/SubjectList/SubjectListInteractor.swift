// Role: logic
// VIPER's Interactor for the Practice screen: the use case "load the open subjects" and the theme
// the cells follow. It owns both API managers, sends both requests at once, waits for both answers,
// reads them into entities with the shared reformers and applies the open-subject rule. It hands
// the presenter entities (Subject) and facts, never cells, colours or messages.
import SharedModel

@MainActor
final class SubjectListInteractor {
    // Role: glue
    /// Weak: the presenter owns this interactor.
    private(set) weak var output: (any SubjectListInteractorOutput)?
    /// Strong: the interactor owns its API managers; releasing it cancels their requests.
    private let catalogueManager: SubjectsAPIManager
    private let settingsManager: UserSubjectsAPIManager
    private let themeStore: ThemeStore
    private var themeObservation: ThemeObservation?

    // Role: state
    /// How many of the two answers of the current load are still to come.
    private var answersAwaited = 0

    // Role: assembly
    init(catalogueManager: SubjectsAPIManager, settingsManager: UserSubjectsAPIManager, themeStore: ThemeStore) {
        self.catalogueManager = catalogueManager
        self.settingsManager = settingsManager
        self.themeStore = themeStore
        catalogueManager.delegate = self
        settingsManager.delegate = self
    }

    /// Connects the presenter, once; see ``WiringError``.
    func connect(output: any SubjectListInteractorOutput) throws(WiringError) {
        guard self.output == nil else { throw WiringError(reference: "SubjectListInteractor.output") }
        self.output = output
    }

    // Role: logic
    /// Both answers are in: the open subjects if both succeeded, otherwise what went wrong.
    private func bothAnswered() {
        do {
            let settings = try settingsManager.fetch(with: UserSubjectSettingsReformer())
            let catalogue = try catalogueManager.fetch(with: CatalogueReformer())
            output?.didLoad(openSubjects: OpenSubjects.select(from: catalogue, settings: settings))
        } catch {
            output?.didFailToLoadSubjects(with: error)
        }
    }
}

// Role: logic
extension SubjectListInteractor: SubjectListInteractorInput {
    /// A load started while another is in flight replaces it: the managers cancel their old requests.
    func loadOpenSubjects() {
        answersAwaited = 2
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
    func apiManagerDidSucceed(_ manager: APIManager) { managerAnswered() }
    func apiManager(_ manager: APIManager, didFailWith error: APIError) { managerAnswered() }

    // Role: logic
    private func managerAnswered() {
        guard answersAwaited > 0 else { return }
        answersAwaited -= 1
        if answersAwaited == 0 { bothAnswered() }
    }
}
