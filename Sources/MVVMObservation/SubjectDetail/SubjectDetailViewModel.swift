// Role: state
// The subject detail view model of MVVM on Observation: an @Observable class holding what the screen
// shows. It loads the subject's details and switches the subject off through the model layer's two
// API managers (their delegate), follows the theme store, and announces a switch-off and a tap on All
// Subjects through the closures the screen that opened it handed it. It knows nothing of views, nor of
// the list beneath.
import Observation
import SharedModel

@MainActor
@Observable
final class SubjectDetailViewModel {
    /// What the error label says.
    enum Failure: Equatable {
        /// The details did not load: Retry shows with the message.
        case load
        /// The subject was not switched off: the details stay, and Switch Off can be tapped again.
        case switchOff
    }

    /// The subject's name: the screen's title.
    let name: String
    /// Whether the loading indicator animates: the details are on their way.
    private(set) var isLoading = false
    /// The details once they have landed: the description, the chapters and Switch Off show.
    private(set) var details: SubjectDetails? = nil
    /// The last failure, shown until the user tries again.
    private(set) var failure: Failure? = nil
    /// Whether a switch-off is in flight: Switch Off is disabled and its progress animates.
    private(set) var isSwitching = false
    /// The theme the screen is drawn in.
    private(set) var theme: Theme

    // Role: glue
    // The collaborators, and the two events the screen beneath hears.
    /// Called once the subject is switched off: the list drops it and this screen goes. An event, not
    /// state: nothing observes it.
    @ObservationIgnored private let onSwitchedOff: @MainActor () -> Void
    /// Called when All Subjects is tapped: the screen beneath opens it with the phase and the open
    /// subjects its list shows then, which this screen does not hold. An event, as above.
    @ObservationIgnored private let onAllSubjectsRequested: @MainActor () -> Void
    @ObservationIgnored private let detailsManager: SubjectDetailsAPIManager
    @ObservationIgnored private let switchOffManager: SwitchOffAPIManager
    @ObservationIgnored private var themeObservation: ThemeObservation?
    // Role: state
    @ObservationIgnored private let subjectID: Int
    @ObservationIgnored private var hasAppeared = false

    // Role: assembly
    /// - Parameters:
    ///   - environment: The model layer the screen reaches.
    ///   - subjectID: The subject whose details the screen shows.
    ///   - name: The subject's name, the screen's title.
    ///   - onSwitchedOff: Called once the subject is switched off.
    ///   - onAllSubjectsRequested: Called when All Subjects is tapped.
    init(environment: AppEnvironment, subjectID: Int, name: String, onSwitchedOff: @escaping @MainActor () -> Void,
         onAllSubjectsRequested: @escaping @MainActor () -> Void) {
        self.subjectID = subjectID
        self.name = name
        self.onSwitchedOff = onSwitchedOff
        self.onAllSubjectsRequested = onAllSubjectsRequested
        theme = environment.themeStore.current
        detailsManager = SubjectDetailsAPIManager(transport: environment.transport)
        switchOffManager = SwitchOffAPIManager(transport: environment.transport, sessionStore: environment.sessionStore)
        // Role: glue
        detailsManager.delegate = self
        switchOffManager.delegate = self
        themeObservation = environment.themeStore.observe { [weak self] theme in self?.theme = theme }
    }

    // Role: logic

    /// The screen is about to appear; only the first time loads the details.
    func viewWillAppear() {
        guard !hasAppeared else { return }
        hasAppeared = true
        loadDetails()
    }

    func retry() { loadDetails() }

    /// Switch Off; a second tap while one is in flight sends nothing.
    func switchOff() {
        guard !isSwitching else { return }
        // Before sending: an immediate backend may answer inside `switchOff(subjectID:)`.
        failure = nil
        isSwitching = true
        switchOffManager.switchOff(subjectID: subjectID)
    }

    /// All Subjects, handed to the screen beneath; nothing while a switch-off is in flight, since one
    /// that lands pops this screen.
    func openAllSubjects() {
        guard !isSwitching else { return }
        onAllSubjectsRequested()
    }

    private func loadDetails() {
        failure = nil
        isLoading = true
        detailsManager.loadDetails(subjectID: subjectID)
    }

    private func managerAnswered(_ manager: APIManager, succeeded: Bool) {
        if manager === detailsManager { detailsAnswered() } else { switchOffAnswered(succeeded: succeeded) }
    }

    private func detailsAnswered() {
        isLoading = false
        do {
            details = try detailsManager.fetch(with: SubjectDetailsReformer())
        } catch {
            failure = .load
        }
    }

    /// A switch-off that failed says so and changes nothing else; one that succeeded is announced.
    private func switchOffAnswered(succeeded: Bool) {
        isSwitching = false
        if succeeded {
            onSwitchedOff()
        } else {
            failure = .switchOff
        }
    }
}

// Role: glue
extension SubjectDetailViewModel: APIManagerDelegate {
    func apiManagerDidSucceed(_ manager: APIManager) { managerAnswered(manager, succeeded: true) }
    func apiManager(_ manager: APIManager, didFailWith error: APIError) { managerAnswered(manager, succeeded: false) }
}
