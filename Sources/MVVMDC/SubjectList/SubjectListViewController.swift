// Role: glue
// The subject list view controller, only glue: on first appearance it asks its data controller to load;
// whenever the data controller answers or the theme changes it builds a fresh view model with the
// factory and binds it; it forwards the view's events and pushes the next screen, the linked
// subject's too when the list first shows it. A subject switched off on its detail screen is one more
// event: it goes to the data controller, then the list renders. All Subjects tapped there is another:
// the list opens it over the subject as More does, since only the list knows what it needs: what it
// shows, and the subject of the app's link, which it keeps after following the link.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class SubjectListViewController: ViewController {
    private let dataController: SubjectListDataController
    private let environment: AppEnvironment
    private let subjectListContentView = SubjectListContentView()
    private var themeObservation: ThemeObservation?
    private var hasAppeared = false
    /// The subject the app's link names, until the list first shows and the link is followed.
    private var linkedSubjectID: Int?
    /// The subject of the link the app was opened from, kept after the link is followed or dropped:
    /// every All Subjects the list opens marks it.
    private let markedSubjectID: Int?

    /// `linkedSubjectID` is the subject the app's link names, opened when the list first shows it;
    /// `markedSubjectID` is the subject of the link the app was opened from, for All Subjects to mark
    /// (a list pushed after the link was handed on has the second only).
    init(dataController: SubjectListDataController, environment: AppEnvironment, linkedSubjectID: Int? = nil,
         markedSubjectID: Int? = nil) {
        self.dataController = dataController
        self.environment = environment
        self.linkedSubjectID = linkedSubjectID
        self.markedSubjectID = markedSubjectID
        super.init()
        title = SubjectListCopy.title
    }

    override func loadView() {
        view = subjectListContentView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Role: view
        navigationItem.rightBarButtonItem = subjectListContentView.refreshButton
        // Role: glue
        subjectListContentView.delegate = self
        themeObservation = environment.themeStore.observe { [weak self] _ in self?.render() }
        render()
    }

    // Role: logic
    /// Loading starts on the first appearance only.
    override func viewWillAppear() {
        super.viewWillAppear()
        guard !hasAppeared else { return }
        hasAppeared = true
        dataController.load { [weak self] _ in self?.loadDidFinish() }
        render()
    }

    /// Follows the link once, after the first successful load: opens the linked subject as a tap on
    /// its cell does if the list shows it, and otherwise leaves the user on the list.
    private func followLink() {
        guard let linkedSubjectID, let openSubjects = dataController.state.openSubjects else { return }
        self.linkedSubjectID = nil
        guard let subject = openSubjects.first(where: { $0.id == linkedSubjectID }) else { return }
        open(.subject(id: subject.id), titled: subject.name)
    }

    // Role: glue
    /// Rebuilds the view model from the data controller's state and the current theme, and binds it.
    private func render() {
        subjectListContentView.bind(SubjectListContentViewModel.make(with: dataController.state, theme: environment.themeStore.current))
    }

    /// A load the user waited for has answered: shows it, and follows the link if it waits for that.
    private func loadDidFinish() {
        render()
        followLink()
    }

    // Role: navigation
    private func open(_ item: SubjectCellData.Kind, titled title: String) {
        switch item {
        case .subject(let id):
            let detail = MVVMDCArchitecture.makeSubjectDetailScreen(subjectID: id, name: title, environment: environment)
            // Role: glue
            detail.delegate = self
            // Role: navigation
            navigationController?.pushViewController(detail)
        case .more:
            openAllSubjects()
        }
    }

    /// Pushes All Subjects over the screen on top (the list for More, a subject for its All Subjects)
    /// with what the list shows now: the phase of its last successful load and its open subjects, less
    /// any switched off since; and with the app's link's subject to mark.
    private func openAllSubjects() {
        guard let currentPhase = dataController.state.currentPhase,
              let openSubjects = dataController.state.openSubjects else { return }
        navigationController?.pushViewController(MVVMDCArchitecture.makeAllSubjectsScreen(
            currentPhase: currentPhase, openSubjectIDs: Set(openSubjects.map(\.id)), linkedSubjectID: markedSubjectID,
            environment: environment))
    }
}

// Role: glue
extension SubjectListViewController: SubjectDetailViewControllerDelegate {
    func subjectDetailViewController(_ controller: SubjectDetailViewController, didSwitchOffSubject id: Int) {
        dataController.removeOpenSubject(id: id)
        render()
        // Role: navigation
        navigationController?.popViewController()
    }

    // Role: glue
    func subjectDetailViewControllerDidTapAllSubjects(_ controller: SubjectDetailViewController) {
        openAllSubjects()
    }
}

// Role: glue
extension SubjectListViewController: SubjectListContentViewDelegate {
    func subjectListContentView(_ subjectListContentView: SubjectListContentView, didSelect cell: SubjectCellViewModel) {
        open(cell.item, titled: cell.title)
    }

    func subjectListContentViewDidTapRetry(_ subjectListContentView: SubjectListContentView) {
        dataController.load { [weak self] _ in self?.loadDidFinish() }
        render()
    }

    func subjectListContentViewDidPullToRefresh(_ subjectListContentView: SubjectListContentView) {
        dataController.refresh { [weak self] _ in self?.render() }
        render()
    }

    /// The bar's Refresh is a pull to refresh.
    func subjectListContentViewDidTapRefresh(_ subjectListContentView: SubjectListContentView) {
        subjectListContentViewDidPullToRefresh(subjectListContentView)
    }
}
