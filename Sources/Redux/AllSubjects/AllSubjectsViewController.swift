// Role: view
// The All Subjects view controller of the Redux-style store: it sends every user action and life-cycle
// event to the screen's own store and shows every state the store publishes: the loading, the
// phase's subjects with the open ones and the link's marked, the error and Retry, in the theme the
// state holds. It decides nothing.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class AllSubjectsViewController: ViewController {
    private let store: Store<AllSubjectsReducer>
    private let allSubjectsView = AllSubjectsView()
    private var subscription: StoreSubscription<AllSubjectsState>?
    // Role: state
    /// The state last shown: the rows are made again only when the subjects change.
    private var shown: AllSubjectsState?

    // Role: view
    /// - Parameter store: The All Subjects feature's store, over the phase, the open subjects and the
    ///   link's subject it shows.
    init(store: Store<AllSubjectsReducer>) {
        self.store = store
        super.init()
        title = SubjectListCopy.allSubjectsTitle
    }

    override func loadView() {
        view = allSubjectsView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Role: glue
        allSubjectsView.retryButton.addTarget(self, action: AllSubjectsViewController.retryPressed, for: .touchUpInside)
        subscription = store.subscribe { [weak self] state in self?.render(state) }
        store.send(.viewDidLoad)
    }

    override func viewWillAppear() {
        super.viewWillAppear()
        store.send(.viewWillAppear)
    }

    private func retryPressed() { store.send(.retryTapped) }

    /// State → widgets, as the store publishes it.
    private func render(_ state: AllSubjectsState) {
        allSubjectsView.setLoading(state.isLoading)
        allSubjectsView.showFailure(state.isErrorVisible)
        if state.subjects != shown?.subjects {
            allSubjectsView.showRows(state.subjects, open: state.openSubjectIDs, linked: state.linkedSubjectID)
        }
        allSubjectsView.applyColors(text: state.theme.allSubjectsTextColor, background: state.theme.allSubjectsBackgroundColor)
        shown = state
    }
}
