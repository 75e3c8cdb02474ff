// Role: logic
// VIPER's Interactor for All Subjects: the use case "list the subjects offered in a phase" and the theme
// the screen follows. It owns the catalogue's API manager, reads the catalogue into entities (Subject)
// with the shared reformer and keeps those of its phase. It hands the presenter entities and facts,
// never rows, marks or colours.
import SharedModel

@MainActor
final class AllSubjectsInteractor {
    // Role: glue
    /// Weak: the presenter owns this interactor.
    weak var output: (any AllSubjectsInteractorOutput)?
    /// Strong: the interactor owns its API manager; releasing it cancels its request.
    private let catalogueManager: SubjectsAPIManager
    private let themeStore: ThemeStore
    private var themeObservation: ThemeObservation?

    // Role: state
    /// The phase the screen was opened with: the user's, as the subject list last loaded it.
    private let phase: Phase

    // Role: assembly
    init(phase: Phase, catalogueManager: SubjectsAPIManager, themeStore: ThemeStore) {
        self.phase = phase
        self.catalogueManager = catalogueManager
        self.themeStore = themeStore
        // Role: glue
        catalogueManager.delegate = self
    }

    // Role: logic
    /// The subjects of `catalogue` offered in the phase, in catalogue order.
    private func offered(in catalogue: [Subject]) -> [Subject] {
        catalogue.filter { $0.phases.contains(phase) }
    }
}

// Role: glue
extension AllSubjectsInteractor: AllSubjectsInteractorInput {
    func loadSubjects() {
        catalogueManager.loadCatalogue()
    }

    var currentTheme: Theme { themeStore.current }

    func observeTheme() {
        themeObservation = themeStore.observe { [weak self] theme in self?.output?.themeDidChange(to: theme) }
    }
}

// Role: glue
extension AllSubjectsInteractor: APIManagerDelegate {
    func apiManagerDidSucceed(_ manager: APIManager) {
        do {
            let catalogue = try manager.fetch(with: CatalogueReformer())
            output?.didLoad(subjects: offered(in: catalogue))
        } catch {
            output?.didFailToLoadSubjects(with: error)
        }
    }

    func apiManager(_ manager: APIManager, didFailWith error: APIError) {
        output?.didFailToLoadSubjects(with: error)
    }
}
