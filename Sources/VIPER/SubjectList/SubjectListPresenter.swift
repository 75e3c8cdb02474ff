// Role: logic
// VIPER's Presenter for the subject list: it decides when to load (first appearance, retry, pull, Refresh),
// what the screen shows while loading and after each answer, turns the interactor's entities into
// cells (open subjects, then More), turns the theme into cell colours, and tells the router which
// screen a selected cell leads to. As the subject detail module's output it hears of a subject switched
// off there and drops it from the list, and tells it what All Subjects opened there needs.
import SharedModel

@MainActor
final class SubjectListPresenter {
    // Role: glue
    /// Weak: the view controller owns this presenter.
    weak var view: (any SubjectListViewInput)?
    /// Strong: the presenter owns its interactor and its router.
    private let interactor: any SubjectListInteractorInput
    private let router: any SubjectListRouterInput

    // Role: state
    private var hasAppeared = false
    private var isLoading = false
    private var isErrorVisible = false
    private var isRefreshing = false
    /// The cells of the last successful load; nil until a load has succeeded once.
    private var cells: [SubjectCellData]?
    /// The user's phase in the last successful load, which All Subjects needs.
    private var currentPhase: Phase?
    private var hasOpenSubjects = false
    /// The subject the app's link names, until the list first shows.
    private var linkedSubjectID: Int?

    // Role: assembly
    /// `linkedSubjectID` opens when the list first shows, if it is one of the cells.
    init(interactor: any SubjectListInteractorInput, router: any SubjectListRouterInput, linkedSubjectID: Int? = nil) {
        self.interactor = interactor
        self.router = router
        self.linkedSubjectID = linkedSubjectID
    }


    // Role: logic
    /// Asks for both requests again; `showingSpinner` is false for a pull, whose control spins instead.
    private func load(showingSpinner: Bool) {
        isErrorVisible = false
        if showingSpinner { isLoading = true }
        updateView()
        interactor.loadOpenSubjects()
    }

    /// The list stays hidden until a load has succeeded once, and a failure never hides cells seen.
    private func updateView() {
        view?.display(SubjectListDisplay(isLoading: isLoading, isListVisible: cells != nil,
                                         isErrorVisible: isErrorVisible,
                                         isEmptyVisible: cells != nil && !hasOpenSubjects,
                                         isRefreshEnabled: cells != nil && !isRefreshing))
    }

    private func colors(for theme: Theme) -> SubjectCellColors {
        SubjectCellColors(title: theme.cellTitleColor, detail: theme.cellDetailColor,
                          background: theme.cellBackgroundColor)
    }

    /// The link is followed once, when the list first shows: its subject opens as a tap on its cell
    /// opens it, and a subject the list does not show is forgotten.
    private func openLinkedSubject() {
        guard let id = linkedSubjectID else { return }
        linkedSubjectID = nil
        if let index = cells?.firstIndex(where: { $0.kind == .subject(id: id) }) { didSelectItem(at: index) }
    }
}

extension SubjectListPresenter: SubjectListViewOutput {
    func viewDidLoad() {
        view?.apply(colors(for: interactor.currentTheme))
        interactor.observeTheme()
        updateView()
    }

    /// Loading starts on the first appearance only.
    func viewWillAppear() {
        guard !hasAppeared else { return }
        hasAppeared = true
        load(showingSpinner: true)
    }

    func didTapRetry() { load(showingSpinner: true) }
    func didPullToRefresh() {
        isRefreshing = true
        load(showingSpinner: false)
    }

    /// The bar's Refresh is a pull to refresh, with the refresh control's progress.
    func didTapRefresh() {
        view?.beginRefreshing()
        didPullToRefresh()
    }

    // Role: navigation
    func didSelectItem(at index: Int) {
        guard let cells, cells.indices.contains(index) else { return }
        let cell = cells[index]
        switch cell.kind {
        case .subject(let id): router.showSubject(id: id, named: cell.title, moduleOutput: self)
        case .more:
            guard let needs = phaseAndOpenSubjectsForAllSubjects() else { return }
            router.showAllSubjects(currentPhase: needs.currentPhase, openSubjectIDs: needs.openSubjectIDs)
        }
    }
}

// Role: logic
extension SubjectListPresenter: SubjectListInteractorOutput {
    func didLoad(openSubjects subjects: [Subject], currentPhase: Phase) {
        let cells = subjects.map(SubjectCellData.init(subject:)) + [.more]
        self.cells = cells
        self.currentPhase = currentPhase
        hasOpenSubjects = !subjects.isEmpty
        isLoading = false
        isRefreshing = false
        view?.show(cells)
        view?.endRefreshing()
        updateView()
        openLinkedSubject()
    }

    func didFailToLoadSubjects(with error: APIError) {
        isLoading = false
        isRefreshing = false
        isErrorVisible = true
        view?.endRefreshing()
        updateView()
    }

    func themeDidChange(to theme: Theme) {
        view?.apply(colors(for: theme))
    }
}

extension SubjectListPresenter: SubjectDetailModuleOutput {
    /// The subject leaves the list at once, with no new load: the other cells keep their order, and the
    /// empty label shows if no open subject is left.
    func subjectDetailDidSwitchOff(subjectID id: Int) {
        cells?.removeAll { $0.kind == .subject(id: id) }
        guard let cells else { return }
        hasOpenSubjects = cells.contains { $0.kind != .more }
        view?.show(cells)
        updateView()
    }

    /// What More gives All Subjects, and so what the subject detail screen's All Subjects gets: the phase of
    /// the last successful load and the subjects the list shows now.
    func phaseAndOpenSubjectsForAllSubjects() -> (currentPhase: Phase, openSubjectIDs: Set<Int>)? {
        guard let cells, let currentPhase else { return nil }
        let openSubjectIDs = Set(cells.compactMap { shown -> Int? in
            if case .subject(let id) = shown.kind { id } else { nil }
        })
        return (currentPhase, openSubjectIDs)
    }
}
