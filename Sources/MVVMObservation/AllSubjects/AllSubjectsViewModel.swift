// Role: state
// The All Subjects view model of MVVM on Observation: an @Observable class holding what the screen
// shows. It loads the catalogue through the model layer's API manager (its delegate), keeps the
// subjects offered in the phase it was opened with, and follows the theme store. It knows nothing of
// views, nor of the list that opened it.
import Observation
import SharedModel

@MainActor
@Observable
final class AllSubjectsViewModel {
    /// The subjects the user has open: their rows are marked.
    let openSubjectIDs: Set<Int>
    /// The subject of the link the app was opened with, nil without one: its row is marked as the link's.
    let linkedSubjectID: Int?
    /// Whether the loading indicator animates: the catalogue is on its way.
    private(set) var isLoading = false
    /// The catalogue's subjects offered in the phase, in catalogue order, once it has landed: a row each.
    private(set) var subjects: [Subject] = []
    /// Whether the error label and Retry show: the last load failed.
    private(set) var isErrorVisible = false
    /// The theme the screen is drawn in.
    private(set) var theme: Theme

    // Role: glue
    @ObservationIgnored private let catalogueManager: SubjectsAPIManager
    @ObservationIgnored private var themeObservation: ThemeObservation?
    // Role: state
    @ObservationIgnored private let currentPhase: Phase
    @ObservationIgnored private var hasAppeared = false

    // Role: assembly
    /// - Parameters:
    ///   - environment: The model layer the screen reaches.
    ///   - currentPhase: The user's phase: the screen lists the subjects offered in it.
    ///   - openSubjectIDs: The subjects the user has open.
    ///   - linkedSubjectID: The subject of the link the app was opened with, if any.
    init(environment: AppEnvironment, currentPhase: Phase, openSubjectIDs: Set<Int>, linkedSubjectID: Int? = nil) {
        self.currentPhase = currentPhase
        self.openSubjectIDs = openSubjectIDs
        self.linkedSubjectID = linkedSubjectID
        theme = environment.themeStore.current
        catalogueManager = SubjectsAPIManager(transport: environment.transport)
        // Role: glue
        catalogueManager.delegate = self
        themeObservation = environment.themeStore.observe { [weak self] theme in self?.theme = theme }
    }

    // Role: logic

    /// The screen is about to appear; only the first time loads the catalogue.
    func viewWillAppear() {
        guard !hasAppeared else { return }
        hasAppeared = true
        loadCatalogue()
    }

    func retry() { loadCatalogue() }

    private func loadCatalogue() {
        isErrorVisible = false
        isLoading = true
        catalogueManager.loadCatalogue()
    }

    /// A failed request and a body the reformer refuses fail alike.
    private func catalogueAnswered() {
        isLoading = false
        do {
            subjects = try catalogueManager.fetch(with: CatalogueReformer()).filter { $0.phases.contains(currentPhase) }
        } catch {
            isErrorVisible = true
        }
    }
}

// Role: glue
extension AllSubjectsViewModel: APIManagerDelegate {
    func apiManagerDidSucceed(_ manager: APIManager) { catalogueAnswered() }
    func apiManager(_ manager: APIManager, didFailWith error: APIError) { catalogueAnswered() }
}
