// Role: state
// MVVM-C's All Subjects view model: a plain class. It loads the catalogue through the model layer's API
// manager (its delegate), keeps the subjects offered in the phase it was opened with, follows the theme
// store, and has no coordinator delegate: the screen leads nowhere, the user leaves it with Back. Its
// one output is a closure the controller sets: the binding, made by hand.
import SharedModel

@MainActor
final class AllSubjectsViewModel {
    /// The subjects the user has open: their rows are marked.
    let openSubjectIDs: Set<Int>
    /// The subject of the link the app was opened with, if any: its row, when the phase lists it, is
    /// marked as the link's.
    let markedSubjectID: Int?
    /// Whether the loading indicator animates: the catalogue is loading.
    private(set) var isLoading = false
    /// The catalogue's subjects offered in the user's phase, in catalogue order, once they have landed.
    private(set) var subjects: [Subject] = []
    /// Whether the error label and Retry show: the last load failed.
    private(set) var isErrorVisible = false
    /// The theme the screen is drawn in.
    private(set) var theme: Theme
    private let currentPhase: Phase
    private var hasAppeared = false

    // Role: glue
    /// Called after every change to what the screen shows, the theme's included.
    var onChange: (@MainActor () -> Void)?

    private let catalogueManager: SubjectsAPIManager
    private var themeObservation: ThemeObservation?

    // Role: assembly
    /// The catalogue of a user in `currentPhase` with the subjects `openSubjectIDs` open, in an app opened
    /// from a link to `markedSubjectID`, if any.
    init(environment: AppEnvironment, currentPhase: Phase, openSubjectIDs: Set<Int>, markedSubjectID: Int? = nil) {
        self.currentPhase = currentPhase
        self.openSubjectIDs = openSubjectIDs
        self.markedSubjectID = markedSubjectID
        theme = environment.themeStore.current
        catalogueManager = SubjectsAPIManager(transport: environment.transport)
        // Role: glue
        catalogueManager.delegate = self
        themeObservation = environment.themeStore.observe { [weak self] theme in self?.themeChanged(to: theme) }
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
        onChange?()
        catalogueManager.loadCatalogue()
    }

    private func catalogueLanded(_ catalogue: [Subject]) {
        subjects = catalogue.filter { $0.phases.contains(currentPhase) }
        isLoading = false
        onChange?()
    }

    private func loadFailed() {
        isErrorVisible = true
        isLoading = false
        onChange?()
    }

    private func themeChanged(to theme: Theme) {
        self.theme = theme
        onChange?()
    }
}

// Role: glue
extension AllSubjectsViewModel: APIManagerDelegate {
    func apiManagerDidSucceed(_ manager: APIManager) {
        do {
            catalogueLanded(try manager.fetch(with: CatalogueReformer()))
        } catch {
            loadFailed()
        }
    }

    func apiManager(_ manager: APIManager, didFailWith error: APIError) {
        loadFailed()
    }
}
