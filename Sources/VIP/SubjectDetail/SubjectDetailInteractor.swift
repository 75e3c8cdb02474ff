// Role: logic
// The subject detail scene's interactor: the business logic. It keeps the subject the subject list scene's
// router passed in, loads its details on the first appearance and on Retry, switches it off one
// request at a time, and follows the theme store. Every outcome goes to the presenter as a Response;
// once the subject is off, this scene's router reads it here to pass it back.
import SharedModel

@MainActor
final class SubjectDetailInteractor: SubjectDetailDataStore {
    // Role: glue
    var presenter: (any SubjectDetailPresentationLogic)?
    private let worker: SubjectDetailWorker
    private let themeStore: ThemeStore
    private var themeObservation: ThemeObservation?

    // Role: state
    var subjectID: Int?
    var subjectName: String?
    private var hasAppeared = false
    private var isLoading = false
    /// The details of the last successful load; nil until one lands.
    private var details: SubjectDetails?
    private var loadFailed = false
    private var isSwitchingOff = false
    private var switchOffFailed = false

    // Role: assembly
    init(worker: SubjectDetailWorker, themeStore: ThemeStore) {
        self.worker = worker
        self.themeStore = themeStore
    }

    // Role: logic
    private func detailsFetched(_ result: Result<SubjectDetails, APIError>) {
        isLoading = false
        switch result {
        case .success(let fetched): details = fetched
        case .failure: loadFailed = true
        }
        presentDetails()
    }

    /// A switch-off that worked is presented twice: the screen as it stands, then the switch-off
    /// itself, which takes the user back.
    private func switchOffAnswered(_ result: Result<Void, APIError>) {
        isSwitchingOff = false
        switch result {
        case .success:
            presentDetails()
            presenter?.presentSwitchOff(SubjectDetail.SwitchOff.Response())
        case .failure:
            switchOffFailed = true
            presentDetails()
        }
    }

    private func presentDetails() {
        presenter?.presentDetails(SubjectDetail.UpdateDetails.Response(
            isLoading: isLoading, details: details, loadFailed: loadFailed,
            isSwitchingOff: isSwitchingOff, switchOffFailed: switchOffFailed))
    }
}

// Role: logic
extension SubjectDetailInteractor: SubjectDetailBusinessLogic {
    /// The subject's name, to title the screen as soon as its view has loaded.
    func getSubject(_ request: SubjectDetail.GetSubject.Request) {
        guard let subjectName else { return }
        presenter?.presentSubject(SubjectDetail.GetSubject.Response(name: subjectName))
    }

    /// The details load on the first appearance only, and again on Retry, which only a failed load
    /// offers.
    func fetchDetails(_ request: SubjectDetail.FetchDetails.Request) {
        guard let subjectID else { return }
        switch request.trigger {
        case .firstAppearance:
            guard !hasAppeared else { return }
            hasAppeared = true
        case .retry:
            guard loadFailed else { return }
        }
        loadFailed = false
        isLoading = true
        // Before sending: an immediate backend may answer inside `fetchDetails`.
        presentDetails()
        worker.fetchDetails(subjectID: subjectID) { [weak self] result in self?.detailsFetched(result) }
    }

    /// The current theme at once, then every change.
    func applyTheme(_ request: SubjectDetail.ApplyTheme.Request) {
        presenter?.presentTheme(SubjectDetail.ApplyTheme.Response(theme: themeStore.current))
        // Role: glue
        themeObservation = themeStore.observe { [weak self] theme in
            self?.presenter?.presentTheme(SubjectDetail.ApplyTheme.Response(theme: theme))
        }
    }

    // Role: logic
    /// Switch Off works once the details show, one switch-off at a time; an earlier failure's message
    /// makes way at once.
    func switchOff(_ request: SubjectDetail.SwitchOff.Request) {
        guard let subjectID, details != nil, !isSwitchingOff else { return }
        switchOffFailed = false
        isSwitchingOff = true
        // Before sending: an immediate backend may answer inside `switchOff`.
        presentDetails()
        worker.switchOff(subjectID: subjectID) { [weak self] result in self?.switchOffAnswered(result) }
    }
}
