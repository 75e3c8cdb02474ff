// Role: view
// MVCS for the subject detail screen: MVC's controller with the data access in a store. It asks the
// store to load the details and to switch the subject off, hears how each ended as the store's
// delegate, and decides everything the screen shows. When the subject is off it calls the callback its
// target was handed by whoever opened it, through the mediator, and never learns who that is. All
// Subjects it asks of the mediator, as the list's More does, with what a second such callback answers.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class SubjectDetailViewController: ViewController {
    private let store: SubjectDetailStore
    private let themeStore: ThemeStore
    private let mediator: Mediator
    /// The opener's callback, called with the subject's id once the server has switched it off.
    private let switchedOff: @MainActor (Int) -> Void
    /// The opener's answer to what All Subjects needs, asked at each tap rather than kept: the phase and
    /// the open subjects the list beneath shows then, which a refresh landing beneath may have changed.
    private let allSubjectsNeeds: @MainActor () -> (currentPhase: Phase, openSubjectIDs: Set<Int>)?
    private let detailView = SubjectDetailView()
    private var themeObservation: ThemeObservation?
    private var hasAppeared = false

    // Role: assembly
    init(store: SubjectDetailStore, themeStore: ThemeStore, mediator: Mediator, name: String,
         switchedOff: @escaping @MainActor (Int) -> Void,
         allSubjectsNeeds: @escaping @MainActor () -> (currentPhase: Phase, openSubjectIDs: Set<Int>)?) {
        self.store = store
        self.themeStore = themeStore
        self.mediator = mediator
        self.switchedOff = switchedOff
        self.allSubjectsNeeds = allSubjectsNeeds
        super.init()
        // Role: glue
        store.delegate = self
        // Role: view
        title = name
    }

    override func loadView() {
        view = detailView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        applyColors(themeStore.current)
        // Role: glue
        detailView.retryButton.addTarget(self, action: SubjectDetailViewController.retryTapped, for: .touchUpInside)
        detailView.switchOffButton.addTarget(self, action: SubjectDetailViewController.switchOffTapped, for: .touchUpInside)
        detailView.allSubjectsButton.addTarget(self, action: SubjectDetailViewController.allSubjectsTapped, for: .touchUpInside)
        themeObservation = themeStore.observe { [weak self] theme in self?.applyColors(theme) }
    }

    // Role: view
    override func viewWillAppear() {
        super.viewWillAppear()
        guard !hasAppeared else { return }
        hasAppeared = true
        loadDetails()
    }

    private func applyColors(_ theme: Theme) {
        detailView.applyColors(text: theme.subjectDetailTextColor, background: theme.subjectDetailBackgroundColor)
    }

    // Role: logic
    private func retryTapped() { loadDetails() }

    private func loadDetails() {
        detailView.showFailure(nil)
        detailView.setLoading(true)
        store.loadDetails()
    }

    private func switchOffTapped() {
        detailView.showFailure(nil)
        detailView.setSwitching(true)
        store.switchOff()
    }

    /// The details' answer has landed: a success shows what the store now keeps; a failure offers Retry.
    private func loadEnded(succeeded: Bool) {
        detailView.setLoading(false)
        if succeeded, let details = store.details {
            detailView.showDetails(description: details.description,
                                   chapters: SubjectDetailCopy.chapters(details.chapterCount))
        } else {
            detailView.showFailure(.load)
        }
    }

    /// The switch-off's answer has landed: a success is the opener's to act on; a failure says so.
    private func switchOffEnded(succeeded: Bool) {
        detailView.setSwitching(false)
        if succeeded {
            switchedOff(store.subjectID)
        } else {
            detailView.showFailure(.switchOff)
        }
    }

    // Role: navigation
    /// Asks the mediator for All Subjects with what the opener answers now and pushes it over this screen;
    /// with nothing to give, or no such screen, there is nowhere to go. The view disables the button while
    /// a switch-off is in flight, and coming back loads nothing, since only the first appearance loads.
    private func allSubjectsTapped() {
        guard let needs = allSubjectsNeeds() else { return }
        let destination = mediator.allSubjectsScreen(currentPhase: needs.currentPhase, openSubjectIDs: needs.openSubjectIDs)
        guard case .success(let allSubjects) = destination else { return }
        navigationController?.pushViewController(allSubjects)
    }
}

// Role: glue
extension SubjectDetailViewController: SubjectDetailStoreDelegate {
    func subjectDetailStoreDidLoad(_ store: SubjectDetailStore) { loadEnded(succeeded: true) }
    func subjectDetailStoreDidFailToLoad(_ store: SubjectDetailStore) { loadEnded(succeeded: false) }
    func subjectDetailStoreDidSwitchOff(_ store: SubjectDetailStore) { switchOffEnded(succeeded: true) }
    func subjectDetailStoreDidFailToSwitchOff(_ store: SubjectDetailStore) { switchOffEnded(succeeded: false) }
}
