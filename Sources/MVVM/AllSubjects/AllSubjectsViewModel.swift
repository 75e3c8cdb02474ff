// Role: state
// MVVM's All Subjects view model: where the catalogue stands, as an observable, with what the screen
// shows woven from it; the request goes through the model layer's SubjectsAPIManager, whose delegate
// it is. The user's phase and open subjects only the subject list knows, and the subject of the app's
// link only the assembly keeps, so it is made with them.
// From the shared views it takes the screen's title, never a view: a test drives it through its
// inputs and reads its outputs.
import SharedModel
import SharedViews

@MainActor
final class AllSubjectsViewModel: AllSubjectsViewModelType, AllSubjectsViewModelInputs, AllSubjectsViewModelOutputs {
    /// Where the catalogue stands.
    private enum CatalogueStatus: Equatable {
        /// The screen has not appeared yet.
        case notRequested
        case loading
        /// The catalogue landed: the subjects offered in the user's phase.
        case loaded([Subject])
        /// The load failed; Retry loads again.
        case failed
    }

    // The state everything else is derived from, settable only here.
    private let catalogueStatus = Observable(CatalogueStatus.notRequested)
    private let currentTheme: Observable<Theme>

    // The outputs: the state, and what `init` derives from it, read-only.
    let title = SubjectListCopy.allSubjectsTitle
    let isLoading: ReadOnlyObservable<Bool>
    let isErrorVisible: ReadOnlyObservable<Bool>
    let subjects: ReadOnlyObservable<[Subject]>
    let openSubjectIDs: Set<Int>
    let linkedSubjectID: Int?
    var theme: ReadOnlyObservable<Theme> { currentTheme.readOnly }

    private let currentPhase: Phase
    private let catalogueManager: SubjectsAPIManager
    /// Keeps the theme store talking to `currentTheme` for as long as this view model lives.
    private let themeObservation: ThemeObservation
    private var hasAppeared = false

    // Role: glue
    var inputs: any AllSubjectsViewModelInputs { self }
    var outputs: any AllSubjectsViewModelOutputs { self }

    private(set) lazy var viewWillAppear = Observer<Void> { [weak self] in self?.willAppear() }
    private(set) lazy var retryTapped = Observer<Void> { [weak self] in self?.retry() }

    // Role: logic
    /// Creates the view model of the catalogue of a user in `currentPhase` with `openSubjectIDs` open,
    /// in an app opened from a link to `linkedSubjectID` (nil without one), and weaves its outputs: each
    /// is stated once, as a function of where the catalogue stands.
    init(environment: AppEnvironment, currentPhase: Phase, openSubjectIDs: Set<Int>, linkedSubjectID: Int? = nil) {
        self.currentPhase = currentPhase
        self.openSubjectIDs = openSubjectIDs
        self.linkedSubjectID = linkedSubjectID
        catalogueManager = SubjectsAPIManager(transport: environment.transport)
        let theme = Observable(environment.themeStore.current)
        currentTheme = theme
        // Role: glue
        // Strong `theme`: it is downstream of the store, and holds nothing that holds this view model.
        themeObservation = environment.themeStore.observe { theme.value = $0 }
        // Role: logic

        isLoading = catalogueStatus.map { $0 == .loading }.readOnly
        isErrorVisible = catalogueStatus.map { $0 == .failed }.readOnly
        subjects = catalogueStatus.map(Self.subjects).readOnly

        // Role: glue
        catalogueManager.delegate = self
    }

    // Role: logic

    /// The rows show once the catalogue has landed.
    private static func subjects(_ status: CatalogueStatus) -> [Subject] {
        guard case .loaded(let subjects) = status else { return [] }
        return subjects
    }

    /// Only the first appearance loads: coming back to the screen never happens.
    private func willAppear() {
        guard !hasAppeared else { return }
        hasAppeared = true
        load()
    }

    /// Retry answers a failed load, and nothing else.
    private func retry() {
        guard catalogueStatus.value == .failed else { return }
        load()
    }

    private func load() {
        // Before sending: an immediate backend may answer inside `loadCatalogue`.
        catalogueStatus.value = .loading
        catalogueManager.loadCatalogue()
    }

    /// Of the catalogue, the screen keeps the subjects offered in the user's phase, in its order.
    private func catalogueLanded(_ catalogue: [Subject]) {
        catalogueStatus.value = .loaded(catalogue.filter { $0.phases.contains(currentPhase) })
    }

    private func catalogueFailed() {
        catalogueStatus.value = .failed
    }
}

// Role: glue
extension AllSubjectsViewModel: APIManagerDelegate {
    func apiManagerDidSucceed(_ manager: APIManager) {
        do {
            catalogueLanded(try manager.fetch(with: CatalogueReformer()))
        } catch {
            catalogueFailed()
        }
    }

    func apiManager(_ manager: APIManager, didFailWith error: APIError) {
        catalogueFailed()
    }
}
