// Role: state
// MVVM-C's subject detail view model: a plain class. It loads one subject's details and switches the
// subject off through the model layer's two API managers (their delegate), keeps what the screen
// shows, follows the theme store, and tells its coordinator, never a view controller, when the subject
// is switched off or the user asks for All Subjects. Its one output is a closure the controller sets:
// the binding, made by hand.
import SharedModel

@MainActor
final class SubjectDetailViewModel {
    /// What failed last. The view model's own words for it: it knows no view.
    enum Failure: Equatable {
        /// The details did not load: the user can retry.
        case load
        /// The switch-off did not go through: the user can tap Switch Off again.
        case switchOff
    }

    /// The subject's name: the screen's title.
    let name: String
    /// Whether the loading indicator animates: the details are loading.
    private(set) var isLoading = false
    /// The subject's details, once they have landed: its description and chapters show, with Switch Off.
    private(set) var details: SubjectDetails?
    /// What failed last, shown until the user tries again.
    private(set) var failure: Failure?
    /// Whether a switch-off is in flight: Switch Off is disabled and its progress spins.
    private(set) var isSwitching = false
    /// The theme the screen is drawn in.
    private(set) var theme: Theme
    private let subjectID: Int
    private var hasAppeared = false

    // Role: glue
    /// Called after every change to what the screen shows, the theme's included.
    var onChange: (@MainActor () -> Void)?

    private let detailsManager: SubjectDetailsAPIManager
    private let switchOffManager: SwitchOffAPIManager
    private var themeObservation: ThemeObservation?
    /// What a switch-off or All Subjects leads to is the coordinator's business. Strong: the flow lives
    /// while its screen does.
    private let coordinator: any SubjectDetailViewModelCoordinatorDelegate

    // Role: assembly
    init(environment: AppEnvironment, subjectID: Int, name: String,
         coordinator: any SubjectDetailViewModelCoordinatorDelegate) {
        self.subjectID = subjectID
        self.name = name
        theme = environment.themeStore.current
        detailsManager = SubjectDetailsAPIManager(transport: environment.transport)
        switchOffManager = SwitchOffAPIManager(transport: environment.transport, sessionStore: environment.sessionStore)
        self.coordinator = coordinator
        // Role: glue
        detailsManager.delegate = self
        switchOffManager.delegate = self
        themeObservation = environment.themeStore.observe { [weak self] theme in self?.themeChanged(to: theme) }
    }

    // Role: logic

    /// The screen is about to appear; only the first time loads the details.
    func viewWillAppear() {
        guard !hasAppeared else { return }
        hasAppeared = true
        loadDetails()
    }

    func retry() { loadDetails() }

    /// Switches the subject off; while one switch-off is in flight another does nothing.
    func switchOff() {
        guard !isSwitching else { return }
        // Before sending: an immediate backend may answer inside `switchOff(subjectID:)`.
        failure = nil
        isSwitching = true
        onChange?()
        switchOffManager.switchOff(subjectID: subjectID)
    }

    /// The user asked for All Subjects: the coordinator shows it, with the phase and open subjects this
    /// screen does not hold. Not while a switch-off is in flight, whose success pops this screen.
    func openAllSubjects() {
        guard !isSwitching else { return }
        coordinator.showAllSubjects()
    }

    private func loadDetails() {
        failure = nil
        isLoading = true
        onChange?()
        detailsManager.loadDetails(subjectID: subjectID)
    }

    private func detailsLanded(_ details: SubjectDetails) {
        self.details = details
        isLoading = false
        onChange?()
    }

    private func loadFailed() {
        failure = .load
        isLoading = false
        onChange?()
    }

    private func switchedOff() {
        isSwitching = false
        onChange?()
        coordinator.switchOffDidSucceed(subjectID: subjectID)
    }

    private func switchOffFailed() {
        failure = .switchOff
        isSwitching = false
        onChange?()
    }

    private func themeChanged(to theme: Theme) {
        self.theme = theme
        onChange?()
    }
}

// Role: glue
extension SubjectDetailViewModel: APIManagerDelegate {
    func apiManagerDidSucceed(_ manager: APIManager) {
        guard manager === detailsManager else {
            switchedOff()
            return
        }
        do {
            detailsLanded(try manager.fetch(with: SubjectDetailsReformer()))
        } catch {
            loadFailed()
        }
    }

    func apiManager(_ manager: APIManager, didFailWith error: APIError) {
        if manager === detailsManager { loadFailed() } else { switchOffFailed() }
    }
}
