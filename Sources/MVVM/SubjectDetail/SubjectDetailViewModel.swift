// Role: state
// MVVM's subject detail view model: where the subject's details and its switch-off stand, as
// observables, with what the screen shows woven from them; the requests go through the model layer's
// SubjectDetailsAPIManager and SwitchOffAPIManager, whose delegate it is. A switch-off that succeeds
// is announced on `switchedOff`, and a tap on All Subjects on `goToAllSubjects`, for whoever made the
// screen to act on. From the shared views it takes the screen's words and failure kinds, never a view:
// a test drives it through its inputs and reads its outputs.
import SharedModel
import SharedViews

@MainActor
final class SubjectDetailViewModel: SubjectDetailViewModelType, SubjectDetailViewModelInputs, SubjectDetailViewModelOutputs {
    /// Where the subject's details stand.
    private enum DetailsPhase: Equatable {
        /// The screen has not appeared yet.
        case notRequested
        case loading
        case loaded(SubjectDetails)
        /// The load failed; Retry loads again.
        case failed
    }

    /// Where switching the subject off stands.
    private enum SwitchOffPhase: Equatable {
        case idle
        case switching
        /// The last switch-off failed; its message stays until the user taps Switch Off again.
        case failed
    }

    // The state everything else is derived from, settable only here.
    private let detailsPhase = Observable(DetailsPhase.notRequested)
    private let switchOffPhase = Observable(SwitchOffPhase.idle)
    private let currentTheme: Observable<Theme>
    private let switchedOffEvent = Signal<Int>()
    private let allSubjectsAsked = Signal<Void>()

    // The outputs: the state, and what `init` derives from it, read-only.
    let title: String
    let isLoading: ReadOnlyObservable<Bool>
    let details: ReadOnlyObservable<SubjectDetailDisplay?>
    let failure: ReadOnlyObservable<SubjectDetailFailure?>
    let isSwitching: ReadOnlyObservable<Bool>
    var theme: ReadOnlyObservable<Theme> { currentTheme.readOnly }
    var switchedOff: ReadOnlySignal<Int> { switchedOffEvent.readOnly }
    var goToAllSubjects: ReadOnlySignal<Void> { allSubjectsAsked.readOnly }

    private let subjectID: Int
    private let detailsManager: SubjectDetailsAPIManager
    private let switchOffManager: SwitchOffAPIManager
    /// Keeps the theme store talking to `currentTheme` for as long as this view model lives.
    private let themeObservation: ThemeObservation
    private var hasAppeared = false

    // Role: glue
    var inputs: any SubjectDetailViewModelInputs { self }
    var outputs: any SubjectDetailViewModelOutputs { self }

    private(set) lazy var viewWillAppear = Observer<Void> { [weak self] in self?.willAppear() }
    private(set) lazy var retryTapped = Observer<Void> { [weak self] in self?.retry() }
    private(set) lazy var switchOffTapped = Observer<Void> { [weak self] in self?.switchOff() }
    private(set) lazy var allSubjectsTapped = Observer<Void> { [weak self] in self?.askForAllSubjects() }

    // Role: logic
    /// Creates the view model of subject `subjectID`, titled `name`, and weaves its outputs: each is
    /// stated once, as a function of the state it depends on, and the kit keeps it up to date.
    init(subjectID: Int, name: String, environment: AppEnvironment) {
        self.subjectID = subjectID
        title = name
        detailsManager = SubjectDetailsAPIManager(transport: environment.transport)
        switchOffManager = SwitchOffAPIManager(transport: environment.transport, sessionStore: environment.sessionStore)
        let theme = Observable(environment.themeStore.current)
        currentTheme = theme
        // Role: glue
        // Strong `theme`: it is downstream of the store, and holds nothing that holds this view model.
        themeObservation = environment.themeStore.observe { theme.value = $0 }
        // Role: logic

        isLoading = detailsPhase.map { $0 == .loading }.readOnly
        details = detailsPhase.map(Self.details).readOnly
        // Nothing has failed at first.
        failure = Observable.combine(
            detailsPhase, switchOffPhase, strategy: .every, initial: nil, Self.failure).readOnly
        isSwitching = switchOffPhase.map { $0 == .switching }.readOnly

        // Role: glue
        detailsManager.delegate = self
        switchOffManager.delegate = self
    }

    // Role: logic

    /// The details show once they have landed, the chapters counted in the screen's words.
    private static func details(_ phase: DetailsPhase) -> SubjectDetailDisplay? {
        guard case .loaded(let details) = phase else { return nil }
        return SubjectDetailDisplay(description: details.description,
                                    chapters: SubjectDetailCopy.chapters(details.chapterCount))
    }

    /// A failed load, or else a failed switch-off; nothing once either is tried again.
    private static func failure(_ details: DetailsPhase, switchOff: SwitchOffPhase) -> SubjectDetailFailure? {
        if details == .failed { return .load }
        return switchOff == .failed ? .switchOff : nil
    }

    /// Only the first appearance loads: coming back from All Subjects shows the screen as it was.
    private func willAppear() {
        guard !hasAppeared else { return }
        hasAppeared = true
        load()
    }

    /// Retry answers a failed load, and nothing else.
    private func retry() {
        guard detailsPhase.value == .failed else { return }
        load()
    }

    private func load() {
        // Before sending: an immediate backend may answer inside `loadDetails`.
        detailsPhase.value = .loading
        detailsManager.loadDetails(subjectID: subjectID)
    }

    /// Switch Off shows only with the details, and is disabled while a switch-off is in flight.
    private func switchOff() {
        guard case .loaded = detailsPhase.value, switchOffPhase.value != .switching else { return }
        // Before sending, for the same reason; a refusal for want of a session also answers at once.
        switchOffPhase.value = .switching
        switchOffManager.switchOff(subjectID: subjectID)
    }

    /// All Subjects shows only with the details, and is disabled while a switch-off is in flight: one
    /// that lands pops the screen from under it.
    private func askForAllSubjects() {
        guard case .loaded = detailsPhase.value, switchOffPhase.value != .switching else { return }
        allSubjectsAsked.send()
    }

    private func detailsLanded(_ details: SubjectDetails) {
        detailsPhase.value = .loaded(details)
    }

    private func detailsFailed() {
        detailsPhase.value = .failed
    }

    /// The server switched the subject off: the screen's work is done, and whoever made it hears so.
    private func switchOffSucceeded() {
        switchOffPhase.value = .idle
        switchedOffEvent.send(subjectID)
    }

    private func switchOffFailed() {
        switchOffPhase.value = .failed
    }
}

// Role: glue
extension SubjectDetailViewModel: APIManagerDelegate {
    func apiManagerDidSucceed(_ manager: APIManager) {
        guard manager === detailsManager else {
            switchOffSucceeded()
            return
        }
        do {
            detailsLanded(try detailsManager.fetch(with: SubjectDetailsReformer()))
        } catch {
            detailsFailed()
        }
    }

    func apiManager(_ manager: APIManager, didFailWith error: APIError) {
        if manager === detailsManager { detailsFailed() } else { switchOffFailed() }
    }
}
