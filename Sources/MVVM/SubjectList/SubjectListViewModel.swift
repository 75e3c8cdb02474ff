// Role: state
// MVVM's subject list view model: loads the catalogue and the user's settings through the model layer's
// two API managers (their delegate), keeps the screen's state as observables, derives the rest with
// the binding kit, and makes one SubjectCellViewModel per item. It knows nothing of views or cells.
import SharedModel

@MainActor
final class SubjectListViewModel: SubjectListViewModelType, SubjectListViewModelInputs, SubjectListViewModelOutputs {
    // The state everything else is derived from, settable only here.
    private let loading = Observable(false)
    private let refreshing = Observable(false)
    private let errorVisible = Observable(false)
    /// The open subjects of the last successful load; nil until one succeeds. A failure keeps them.
    private let openSubjects = Observable<[SubjectCellData]?>(nil)
    /// The user's phase in the last successful load, which All Subjects needs; nil until one succeeds.
    private let currentPhase = Observable<Phase?>(nil)
    private let linkedSubjectFound = Signal<SubjectCellViewModel.Destination>()
    private let allSubjectsAsked = Signal<SubjectCellViewModel.Destination>()

    // The outputs: the state, and what `init` derives from it, read-only.
    var isLoading: ReadOnlyObservable<Bool> { loading.readOnly }
    var isRefreshing: ReadOnlyObservable<Bool> { refreshing.readOnly }
    var isErrorVisible: ReadOnlyObservable<Bool> { errorVisible.readOnly }
    let isListVisible: ReadOnlyObservable<Bool>
    let isEmptyVisible: ReadOnlyObservable<Bool>
    let isRefreshEnabled: ReadOnlyObservable<Bool>
    let cells: ReadOnlyObservable<[SubjectCellViewModel]>
    var goToLinkedSubject: ReadOnlySignal<SubjectCellViewModel.Destination> { linkedSubjectFound.readOnly }
    var goToAllSubjects: ReadOnlySignal<SubjectCellViewModel.Destination> { allSubjectsAsked.readOnly }

    private let context: SubjectListContext
    private let catalogueManager: SubjectsAPIManager
    private let settingsManager: UserSubjectsAPIManager
    /// The answers the load in progress still waits for.
    private var answers = AwaitedAnswers<ObjectIdentifier>()
    private var hasAppeared = false
    /// The subject the app's link names, until the list first shows and the link is followed.
    private var linkedSubjectID: Int?

    // Role: glue
    var inputs: any SubjectListViewModelInputs { self }
    var outputs: any SubjectListViewModelOutputs { self }

    private(set) lazy var viewWillAppear = Observer<Void> { [weak self] in self?.willAppear() }
    private(set) lazy var retryTapped = Observer<Void> { [weak self] in self?.load(showingSpinner: true) }
    private(set) lazy var refreshPulled = Observer<Void> { [weak self] in self?.load(showingSpinner: false) }
    private(set) lazy var refreshTapped = Observer<Void> { [weak self] in self?.load(showingSpinner: false) }
    private(set) lazy var subjectSwitchedOff = Observer<Int> { [weak self] in self?.dropSubject(id: $0) }
    private(set) lazy var allSubjectsRequested = Observer<Void> { [weak self] in self?.openAllSubjects() }

    // Role: logic
    /// - Parameters:
    ///   - environment: The model layer the screen loads through.
    ///   - linkedSubjectID: The subject the app's link names, opened when the list first shows it.
    init(environment: AppEnvironment, linkedSubjectID: Int? = nil) {
        self.linkedSubjectID = linkedSubjectID
        let context = SubjectListContext(themeStore: environment.themeStore)
        self.context = context
        catalogueManager = SubjectsAPIManager(transport: environment.transport)
        settingsManager = UserSubjectsAPIManager(transport: environment.transport, sessionStore: environment.sessionStore)

        isListVisible = openSubjects.map { $0 != nil }.readOnly
        isEmptyVisible = openSubjects.map { $0?.isEmpty == true }.readOnly
        isRefreshEnabled = Observable.combine(openSubjects, refreshing, strategy: .every, initial: false) {
            $0 != nil && !$1
        }.readOnly
        cells = Observable<[SubjectCellViewModel]>.combine(
            openSubjects, currentPhase, strategy: .every, initial: []
        ) { subjects, currentPhase in
            guard let subjects, let currentPhase else { return [] }
            let openSubjectIDs = Set(subjects.compactMap { subject -> Int? in
                if case .subject(let id) = subject.kind { id } else { nil }
            })
            return (subjects + [.more]).map {
                SubjectCellViewModel(data: $0, context: context, currentPhase: currentPhase, openSubjectIDs: openSubjectIDs)
            }
        }.readOnly

        // Role: glue
        catalogueManager.delegate = self
        settingsManager.delegate = self
    }

    // Role: logic

    private func willAppear() {
        guard !hasAppeared else { return }
        hasAppeared = true
        load(showingSpinner: true)
    }

    /// Sends both requests at once. A refresh shows no spinner: the refresh control shows progress.
    private func load(showingSpinner: Bool) {
        errorVisible.value = false
        if showingSpinner { loading.value = true } else { refreshing.value = true }
        answers.expect([ObjectIdentifier(catalogueManager), ObjectIdentifier(settingsManager)])
        catalogueManager.loadCatalogue()
        settingsManager.loadSettings()
    }

    /// Nothing changes on screen until both managers have answered, whichever answers first.
    private func managerAnswered(_ manager: APIManager) {
        if answers.land(ObjectIdentifier(manager)) { bothAnswered() }
    }

    private func bothAnswered() {
        do {
            let settings = try settingsManager.fetch(with: UserSubjectSettingsReformer())
            let subjects = try catalogueManager.fetch(with: SubjectCellsReformer(settings: settings))
            currentPhase.value = settings.currentPhase
            openSubjects.value = subjects
        } catch {
            errorVisible.value = true
        }
        loading.value = false
        refreshing.value = false
        followLink()
    }

    /// Follows the link once, after the first successful load: it opens the linked subject only if
    /// the list shows it.
    private func followLink() {
        guard let linkedSubjectID, let subjects = openSubjects.value else { return }
        self.linkedSubjectID = nil
        guard let subject = subjects.first(where: { $0.kind == .subject(id: linkedSubjectID) }) else { return }
        linkedSubjectFound.send(.subject(id: linkedSubjectID, name: subject.title))
    }

    /// A subject switched off elsewhere leaves the cells at once, the others keeping their order; with
    /// none left, the empty state shows.
    private func dropSubject(id: Int) {
        openSubjects.value = openSubjects.value?.filter { $0.kind != .subject(id: id) }
    }

    /// All Subjects asked for on a subject's screen opens with what More gives at that moment: More,
    /// the last cell, carries the phase and the open subjects the list shows now. Before a load
    /// succeeds there are no cells, and no subject's screen to ask.
    private func openAllSubjects() {
        guard let more = cells.value.last else { return }
        allSubjectsAsked.send(more.destination)
    }
}

// Role: glue
extension SubjectListViewModel: APIManagerDelegate {
    func apiManagerDidSucceed(_ manager: APIManager) { managerAnswered(manager) }
    func apiManager(_ manager: APIManager, didFailWith error: APIError) { managerAnswered(manager) }
}
