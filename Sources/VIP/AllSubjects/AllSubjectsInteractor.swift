// Role: logic
// The All Subjects scene's interactor: the business logic. It keeps the phase, the open subjects and the
// subject to mark the subject list scene's router passed in, loads the catalogue on the first appearance and
// on Retry, keeps the subjects offered in that phase, and follows the theme store. Every outcome goes to
// the presenter as a Response.
import SharedModel

@MainActor
final class AllSubjectsInteractor: AllSubjectsDataStore {
    // Role: glue
    var presenter: (any AllSubjectsPresentationLogic)?
    private let worker: AllSubjectsWorker
    private let themeStore: ThemeStore
    private var themeObservation: ThemeObservation?

    // Role: state
    var currentPhase: Phase?
    var openSubjectIDs: Set<Int> = []
    /// The subject of the link the app was opened with, whose row is marked; nil without one.
    var markedSubjectID: Int?
    private var hasAppeared = false
    private var isLoading = false
    /// The subjects of the last successful load offered in the current phase; empty until one lands.
    private var subjects: [Subject] = []
    private var loadFailed = false

    // Role: assembly
    init(worker: AllSubjectsWorker, themeStore: ThemeStore) {
        self.worker = worker
        self.themeStore = themeStore
    }

    // Role: logic
    /// Only the subjects offered in `phase` show, in catalogue order.
    private func catalogueFetched(_ result: Result<[Subject], APIError>, phase: Phase) {
        isLoading = false
        switch result {
        case .success(let catalogue): subjects = catalogue.filter { $0.phases.contains(phase) }
        case .failure: loadFailed = true
        }
        presentCatalogue()
    }

    private func presentCatalogue() {
        presenter?.presentCatalogue(AllSubjects.FetchCatalogue.Response(
            isLoading: isLoading, subjects: subjects, openSubjectIDs: openSubjectIDs,
            markedSubjectID: markedSubjectID, loadFailed: loadFailed))
    }
}

// Role: logic
extension AllSubjectsInteractor: AllSubjectsBusinessLogic {
    /// The catalogue loads on the first appearance only, and again on Retry, which only a failed load
    /// offers.
    func fetchCatalogue(_ request: AllSubjects.FetchCatalogue.Request) {
        guard let currentPhase else { return }
        switch request.trigger {
        case .firstAppearance:
            guard !hasAppeared else { return }
            hasAppeared = true
        case .retry:
            guard loadFailed else { return }
        }
        loadFailed = false
        isLoading = true
        // Before sending: an immediate backend may answer inside `fetchCatalogue`.
        presentCatalogue()
        worker.fetchCatalogue { [weak self] result in self?.catalogueFetched(result, phase: currentPhase) }
    }

    /// The current theme at once, then every change.
    func applyTheme(_ request: AllSubjects.ApplyTheme.Request) {
        presenter?.presentTheme(AllSubjects.ApplyTheme.Response(theme: themeStore.current))
        // Role: glue
        themeObservation = themeStore.observe { [weak self] theme in
            self?.presenter?.presentTheme(AllSubjects.ApplyTheme.Response(theme: theme))
        }
    }
}
