// Role: view
// MVCS for All Subjects: MVC's controller with the data access in a store. It asks the store to load
// the catalogue, hears how each load ended as the store's delegate, and decides everything the screen
// shows: loading, the rows with the open subjects and the link's subject marked, the error and Retry,
// the theme's colours.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class AllSubjectsViewController: ViewController {
    private let store: AllSubjectsStore
    private let themeStore: ThemeStore
    /// The subjects the user has open, which the rows mark.
    private let openSubjectIDs: Set<Int>
    /// The subject of the link the app was opened from, whose row is marked as such; nil with no link.
    private let linkedSubjectID: Int?
    private let allSubjectsView = AllSubjectsView()
    private var themeObservation: ThemeObservation?
    private var hasAppeared = false

    // Role: assembly
    init(store: AllSubjectsStore, themeStore: ThemeStore, openSubjectIDs: Set<Int>, linkedSubjectID: Int? = nil) {
        self.store = store
        self.themeStore = themeStore
        self.openSubjectIDs = openSubjectIDs
        self.linkedSubjectID = linkedSubjectID
        super.init()
        // Role: glue
        store.delegate = self
        // Role: view
        title = SubjectListCopy.allSubjectsTitle
    }

    override func loadView() {
        view = allSubjectsView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        applyColors(themeStore.current)
        // Role: glue
        allSubjectsView.retryButton.addTarget(self, action: AllSubjectsViewController.retryTapped, for: .touchUpInside)
        themeObservation = themeStore.observe { [weak self] theme in self?.applyColors(theme) }
    }

    // Role: view
    override func viewWillAppear() {
        super.viewWillAppear()
        guard !hasAppeared else { return }
        hasAppeared = true
        loadCatalogue()
    }

    private func applyColors(_ theme: Theme) {
        allSubjectsView.applyColors(text: theme.allSubjectsTextColor, background: theme.allSubjectsBackgroundColor)
    }

    // Role: logic
    private func retryTapped() { loadCatalogue() }

    private func loadCatalogue() {
        allSubjectsView.showFailure(false)
        allSubjectsView.setLoading(true)
        store.loadCatalogue()
    }

    /// The catalogue's answer has landed: a success shows the store's subjects, the open ones and the
    /// link's marked; a failure offers Retry.
    private func loadEnded(succeeded: Bool) {
        allSubjectsView.setLoading(false)
        if succeeded {
            allSubjectsView.showRows(store.subjects, open: openSubjectIDs, linked: linkedSubjectID)
        } else {
            allSubjectsView.showFailure(true)
        }
    }
}

// Role: glue
extension AllSubjectsViewController: AllSubjectsStoreDelegate {
    func allSubjectsStoreDidLoad(_ store: AllSubjectsStore) { loadEnded(succeeded: true) }
    func allSubjectsStoreDidFailToLoad(_ store: AllSubjectsStore) { loadEnded(succeeded: false) }
}
