// Role: logic
// VIPER's Presenter for All Subjects: it decides when to load (first appearance, Retry), what the screen
// shows while loading and after each answer, which rows are marked open or as the link's subject, and
// turns the theme into the screen's colours. The screen leads nowhere (Back is the navigation stack's),
// so it has no router.
import SharedModel
import SharedViews

@MainActor
final class AllSubjectsPresenter {
    // Role: glue
    /// Weak: the view controller owns this presenter.
    weak var view: (any AllSubjectsViewInput)?
    /// Strong: the presenter owns its interactor.
    private let interactor: any AllSubjectsInteractorInput

    // Role: state
    private let openSubjectIDs: Set<Int>
    /// The subject of the link the app was opened with, marked whenever the catalogue lists it.
    private let linkedSubjectID: Int?
    private var hasAppeared = false
    private var isLoading = false
    /// The subjects offered in the phase; empty until they have landed.
    private var subjects: [Subject] = []
    private var isErrorVisible = false

    // Role: assembly
    init(openSubjectIDs: Set<Int>, linkedSubjectID: Int?, interactor: any AllSubjectsInteractorInput) {
        self.openSubjectIDs = openSubjectIDs
        self.linkedSubjectID = linkedSubjectID
        self.interactor = interactor
    }

    // Role: logic
    private func loadSubjects() {
        isErrorVisible = false
        isLoading = true
        updateView()
        interactor.loadSubjects()
    }

    /// Sends the view the screen as the current state describes it.
    private func updateView() {
        view?.display(AllSubjectsDisplay(isLoading: isLoading, subjects: subjects, openSubjectIDs: openSubjectIDs,
                                         linkedSubjectID: linkedSubjectID, isErrorVisible: isErrorVisible))
    }

    private func colors(for theme: Theme) -> AllSubjectsColors {
        AllSubjectsColors(text: theme.allSubjectsTextColor, background: theme.allSubjectsBackgroundColor)
    }
}

extension AllSubjectsPresenter: AllSubjectsViewOutput {
    func viewDidLoad() {
        view?.apply(colors(for: interactor.currentTheme))
        interactor.observeTheme()
        updateView()
    }

    /// The catalogue loads on the first appearance only.
    func viewWillAppear() {
        guard !hasAppeared else { return }
        hasAppeared = true
        loadSubjects()
    }

    func didTapRetry() { loadSubjects() }
}

extension AllSubjectsPresenter: AllSubjectsInteractorOutput {
    func didLoad(subjects: [Subject]) {
        isLoading = false
        self.subjects = subjects
        updateView()
    }

    func didFailToLoadSubjects(with error: APIError) {
        isLoading = false
        isErrorVisible = true
        updateView()
    }

    func themeDidChange(to theme: Theme) {
        view?.apply(colors(for: theme))
    }
}
