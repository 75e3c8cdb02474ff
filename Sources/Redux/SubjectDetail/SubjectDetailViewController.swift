// Role: view
// The subject detail view controller of the Redux-style store. It reads the subject list store, the one
// store both screens share: it sends every user action and life-cycle event as a subject detail
// action, and shows the screen's part of every state the store publishes, in the theme that state
// holds. It decides nothing; when a switch-off lands, the reducer takes the screen off the top and the
// list beneath pops it; when a tap puts All Subjects over it, it pushes the screen built with what the
// state's destination carries.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class SubjectDetailViewController: ViewController {
    private let store: Store<SubjectListReducer>
    private let detailView = SubjectDetailView()
    /// Builds the All Subjects screen, given the current phase and the open subjects it is to show.
    private let makeAllSubjects: @MainActor (Phase, Set<Int>) -> ViewController
    private var subscription: StoreSubscription<SubjectListState>?
    // Role: state
    /// The screen's state last shown: All Subjects is pushed only when it comes on top.
    private var shown: SubjectDetailState?

    // Role: view
    /// Titled with the subject's name, from the state that put the screen on top.
    /// - Parameters:
    ///   - store: The subject list store, whose state holds this screen's while it is on top.
    ///   - makeAllSubjects: Builds the All Subjects screen, given the current phase and the open
    ///     subjects, pushed when the state says it is on top of this one.
    init(store: Store<SubjectListReducer>, makeAllSubjects: @escaping @MainActor (Phase, Set<Int>) -> ViewController) {
        self.store = store
        self.makeAllSubjects = makeAllSubjects
        super.init()
        title = store.state.subjectDetail?.name
    }

    override func loadView() {
        view = detailView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Role: glue
        detailView.retryButton.addTarget(self, action: SubjectDetailViewController.retryPressed, for: .touchUpInside)
        detailView.switchOffButton.addTarget(self, action: SubjectDetailViewController.switchOffPressed, for: .touchUpInside)
        detailView.allSubjectsButton.addTarget(self, action: SubjectDetailViewController.allSubjectsPressed, for: .touchUpInside)
        subscription = store.subscribe { [weak self] state in self?.render(state) }
    }

    override func viewWillAppear() {
        super.viewWillAppear()
        store.send(.subjectDetail(.viewWillAppear))
    }

    private func retryPressed() { store.send(.subjectDetail(.retryTapped)) }
    private func switchOffPressed() { store.send(.subjectDetail(.switchOffTapped)) }
    private func allSubjectsPressed() { store.send(.subjectDetail(.allSubjectsTapped)) }

    /// State → widgets, as the store publishes it: the screen's part of the subject list state, in the
    /// subject list state's theme.
    private func render(_ state: SubjectListState) {
        // Off the top (a switch-off landed, or the user came back): nothing of it left to show.
        guard let detail = state.subjectDetail else { return }
        let previous = shown
        shown = detail
        detailView.setLoading(detail.isLoading)
        if let details = detail.details {
            detailView.showDetails(description: details.description, chapters: SubjectDetailCopy.chapters(details.chapterCount))
        } else {
            detailView.hideDetails()
        }
        detailView.showFailure(detail.failure)
        detailView.setSwitching(detail.isSwitching)
        detailView.applyColors(text: state.theme.subjectDetailTextColor, background: state.theme.subjectDetailBackgroundColor)
        // Role: navigation
        // All Subjects comes on top where there was none; the user's back takes it off (`viewWillAppear`).
        if case .allSubjects(let currentPhase, let openSubjectIDs)? = detail.destination, previous?.destination == nil {
            navigationController?.pushViewController(makeAllSubjects(currentPhase, openSubjectIDs))
        }
    }
}
