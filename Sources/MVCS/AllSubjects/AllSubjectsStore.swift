// Role: state
// MVCS's store for All Subjects: it owns the catalogue's API manager, sends each load, keeps the
// subjects of the last successful load offered in the phase the screen was opened with, in catalogue
// order, and reports how each load ended to its controller by delegate. It decides nothing a user
// sees: the spinner, the open marks, the error and Retry stay in the controller.
import SharedModel

@MainActor
final class AllSubjectsStore {
    weak var delegate: (any AllSubjectsStoreDelegate)?
    /// The phase whose catalogue subjects the store keeps.
    private let currentPhase: Phase
    private let catalogueManager: SubjectsAPIManager
    /// The subjects of the last successful load offered in the phase, in catalogue order; empty until
    /// one has landed.
    private(set) var subjects: [Subject] = []

    // Role: assembly
    init(currentPhase: Phase, environment: AppEnvironment) {
        self.currentPhase = currentPhase
        catalogueManager = SubjectsAPIManager(transport: environment.transport)
        // Role: glue
        catalogueManager.delegate = self
    }

    // Role: logic
    /// Sends the catalogue request; a load in flight is replaced. The delegate hears when it lands.
    func loadCatalogue() {
        catalogueManager.loadCatalogue()
    }

    private func catalogueAnswered() {
        do {
            subjects = try catalogueManager.fetch(with: CatalogueReformer()).filter { $0.phases.contains(currentPhase) }
            delegate?.allSubjectsStoreDidLoad(self)
        } catch {
            delegate?.allSubjectsStoreDidFailToLoad(self)
        }
    }
}

// Role: glue
extension AllSubjectsStore: APIManagerDelegate {
    func apiManagerDidSucceed(_ manager: APIManager) { catalogueAnswered() }
    func apiManager(_ manager: APIManager, didFailWith error: APIError) { catalogueAnswered() }
}
