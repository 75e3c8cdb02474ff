// Role: logic
// VIPER's Presenter for the subject detail screen: it decides when to load (first appearance, Retry),
// what the screen shows while loading and after each answer, when Switch Off and All Subjects may be
// tapped, and turns the theme into the screen's colours. When a switch-off succeeds it tells the module
// that opened this one, through the module output, and asks the router to close the screen; for All
// Subjects it asks that module what the catalogue needs, and the router to show it.
import SharedModel
import SharedViews

@MainActor
final class SubjectDetailPresenter {
    // Role: glue
    /// Weak: the view controller owns this presenter.
    weak var view: (any SubjectDetailViewInput)?
    /// Weak: the module that opened this one, which outlives it, hears of a switch-off through it and
    /// tells what All Subjects needs.
    weak var moduleOutput: (any SubjectDetailModuleOutput)?
    /// Strong: the presenter owns its interactor and its router.
    private let interactor: any SubjectDetailInteractorInput
    private let router: any SubjectDetailRouterInput

    // Role: state
    private let subjectID: Int
    private var hasAppeared = false
    private var isLoading = false
    /// The subject's details; nil until they have landed.
    private var details: SubjectDetails?
    /// What failed last; Retry and a new switch-off clear it.
    private var failure: SubjectDetailFailure?
    private var isSwitching = false

    // Role: assembly
    init(subjectID: Int, interactor: any SubjectDetailInteractorInput, router: any SubjectDetailRouterInput) {
        self.subjectID = subjectID
        self.interactor = interactor
        self.router = router
    }

    // Role: logic
    private func loadDetails() {
        failure = nil
        isLoading = true
        updateView()
        interactor.loadDetails(subjectID: subjectID)
    }

    /// Sends the view the screen as the current state describes it.
    private func updateView() {
        let shown = details.map {
            SubjectDetailDisplay.Details(description: $0.description, chapters: SubjectDetailCopy.chapters($0.chapterCount))
        }
        view?.display(SubjectDetailDisplay(isLoading: isLoading, details: shown, failure: failure,
                                           isSwitching: isSwitching))
    }

    private func colors(for theme: Theme) -> SubjectDetailColors {
        SubjectDetailColors(text: theme.subjectDetailTextColor, background: theme.subjectDetailBackgroundColor)
    }
}

extension SubjectDetailPresenter: SubjectDetailViewOutput {
    func viewDidLoad() {
        view?.apply(colors(for: interactor.currentTheme))
        interactor.observeTheme()
        updateView()
    }

    /// The details load on the first appearance only.
    func viewWillAppear() {
        guard !hasAppeared else { return }
        hasAppeared = true
        loadDetails()
    }

    func didTapRetry() { loadDetails() }

    /// Switch Off can be sent once the details show, and only one at a time.
    func didTapSwitchOff() {
        guard details != nil, !isSwitching else { return }
        failure = nil
        isSwitching = true
        updateView()
        interactor.switchOff(subjectID: subjectID)
    }

    /// All Subjects opens over the details with what the list beneath shows at this moment, which only the
    /// module that opened this one knows; not while a switch-off, which would pop this screen, is in flight.
    func didTapAllSubjects() {
        guard details != nil, !isSwitching,
              let needs = moduleOutput?.phaseAndOpenSubjectsForAllSubjects() else { return }
        // Role: navigation
        router.showAllSubjects(currentPhase: needs.currentPhase, openSubjectIDs: needs.openSubjectIDs)
    }
}

// Role: logic
extension SubjectDetailPresenter: SubjectDetailInteractorOutput {
    func didLoad(details: SubjectDetails) {
        isLoading = false
        self.details = details
        updateView()
    }

    func didFailToLoadDetails(with error: APIError) {
        isLoading = false
        failure = .load
        updateView()
    }

    /// The subject is off on the server: the module that opened this one hears of it, then the screen
    /// closes.
    func didSwitchOff() {
        isSwitching = false
        updateView()
        moduleOutput?.subjectDetailDidSwitchOff(subjectID: subjectID)
        // Role: navigation
        router.closeSubjectDetail()
    }

    // Role: logic
    /// The details stay; Switch Off can be tapped again, so no Retry shows.
    func didFailToSwitchOff(with error: APIError) {
        isSwitching = false
        failure = .switchOff
        updateView()
    }

    func themeDidChange(to theme: Theme) {
        view?.apply(colors(for: theme))
    }
}
