// Role: view
// The subject detail view controller of the Redux-style store. It reads the subject list store, the one
// store both screens share: it sends every user action and life-cycle event as a subject detail
// action, and shows the screen's part of every state the store publishes, in the theme that state
// holds. It decides nothing; when a switch-off lands, the reducer takes the screen off the top and the
// list beneath pops it.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class SubjectDetailViewController: ViewController {
    private let store: Store<SubjectListReducer>
    private let detailView = SubjectDetailView()
    private var subscription: StoreSubscription<SubjectListState>?

    /// Titled with the subject's name, from the state that put the screen on top.
    /// - Parameter store: The subject list store, whose state holds this screen's while it is on top.
    init(store: Store<SubjectListReducer>) {
        self.store = store
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
        subscription = store.subscribe { [weak self] state in self?.render(state) }
    }

    override func viewWillAppear() {
        super.viewWillAppear()
        store.send(.subjectDetail(.viewWillAppear))
    }

    private func retryPressed() { store.send(.subjectDetail(.retryTapped)) }
    private func switchOffPressed() { store.send(.subjectDetail(.switchOffTapped)) }

    /// State → widgets, as the store publishes it: the screen's part of the subject list state, in the
    /// subject list state's theme.
    private func render(_ state: SubjectListState) {
        // Off the top (a switch-off landed, or the user came back): nothing of it left to show.
        guard let detail = state.subjectDetail else { return }
        detailView.setLoading(detail.isLoading)
        if let details = detail.details {
            detailView.showDetails(description: details.description, chapters: SubjectDetailCopy.chapters(details.chapterCount))
        } else {
            detailView.hideDetails()
        }
        detailView.showFailure(detail.failure)
        detailView.setSwitching(detail.isSwitching)
        detailView.applyColors(text: state.theme.subjectDetailTextColor, background: state.theme.subjectDetailBackgroundColor)
    }
}
