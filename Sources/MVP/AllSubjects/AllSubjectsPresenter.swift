// Role: logic
// MVP's presenter for All Subjects. It owns the catalogue's API manager and is its delegate, loads the
// catalogue on the first appearance and on Retry, reads it with the shared reformer, keeps the
// subjects of the phase it was opened with, marks the link's subject it was given, and follows the
// theme. The view controller only shows what it is told and reports what the user does.
import SharedModel

/// Runs All Subjects: one phase's catalogue with the open subjects and the link's subject marked, its
/// failure and retry, the theme.
@MainActor
final class AllSubjectsPresenter {
    /// The screen this presenter drives. Weak: the view controller owns its presenter, not the reverse.
    weak var view: (any AllSubjectsViewProtocol)?

    private let currentPhase: Phase
    private let openSubjectIDs: Set<Int>
    /// The subject of the link the app was opened with, if any: its row, when the phase lists it, is
    /// marked as the link's.
    private let linkedSubjectID: Int?
    private let themeStore: ThemeStore
    private let catalogueManager: SubjectsAPIManager
    private var themeObservation: ThemeObservation?

    // Role: state
    private var hasAppeared = false

    // Role: assembly
    init(environment: AppEnvironment, currentPhase: Phase, openSubjectIDs: Set<Int>, linkedSubjectID: Int? = nil) {
        self.currentPhase = currentPhase
        self.openSubjectIDs = openSubjectIDs
        self.linkedSubjectID = linkedSubjectID
        themeStore = environment.themeStore
        catalogueManager = SubjectsAPIManager(transport: environment.transport)
        // Role: glue
        catalogueManager.delegate = self
    }

    // Role: logic
    /// The view is ready: it wears the theme from the start.
    func viewDidLoad() {
        followTheme()
    }

    /// The catalogue loads on the first appearance only.
    func viewWillAppear() {
        guard !hasAppeared else { return }
        hasAppeared = true
        loadCatalogue()
    }

    func retryTapped() { loadCatalogue() }

    private func loadCatalogue() {
        view?.showFailure(false)
        view?.showLoading(true)
        catalogueManager.loadCatalogue()
    }

    /// Only the subjects offered in the user's phase show, in catalogue order.
    private func catalogueLanded(_ catalogue: [Subject]) {
        view?.showLoading(false)
        view?.showSubjects(catalogue.filter { $0.phases.contains(currentPhase) }, open: openSubjectIDs,
                           linked: linkedSubjectID)
    }

    private func catalogueFailed() {
        view?.showLoading(false)
        view?.showFailure(true)
    }

    // Role: glue
    private func followTheme() {
        view?.showTheme(themeStore.current)
        themeObservation = themeStore.observe { [weak self] theme in self?.view?.showTheme(theme) }
    }
}

extension AllSubjectsPresenter: APIManagerDelegate {
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
