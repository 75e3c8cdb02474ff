// Role: view
// Apple-style MVC for the subject detail screen: the controller is the delegate of both its API
// managers and the theme's observer, reads the details with a reformer, and tells its delegate, the
// list that pushed it, when the subject is switched off or All Subjects is tapped.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class SubjectDetailViewController: ViewController {
    // Role: glue
    weak var delegate: SubjectDetailViewControllerDelegate?

    // Role: view
    private let environment: AppEnvironment
    private let subjectID: Int
    private let detailView = SubjectDetailView()
    private lazy var detailsManager = makeManager { SubjectDetailsAPIManager(transport: $0.transport) }
    private lazy var switchOffManager = makeManager {
        SwitchOffAPIManager(transport: $0.transport, sessionStore: $0.sessionStore)
    }
    private var themeObservation: ThemeObservation?
    private var hasAppeared = false

    init(environment: AppEnvironment, subjectID: Int, name: String) {
        self.environment = environment
        self.subjectID = subjectID
        super.init()
        title = name
    }

    override func loadView() {
        view = detailView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        applyColors(environment.themeStore.current)
        // Role: glue
        detailView.retryButton.addTarget(self, action: SubjectDetailViewController.retryTapped, for: .touchUpInside)
        detailView.switchOffButton.addTarget(self, action: SubjectDetailViewController.switchOffTapped, for: .touchUpInside)
        detailView.allSubjectsButton.addTarget(self, action: SubjectDetailViewController.allSubjectsTapped, for: .touchUpInside)
        themeObservation = environment.themeStore.observe { [weak self] theme in self?.applyColors(theme) }
    }

    // Role: view

    override func viewWillAppear() {
        super.viewWillAppear()
        guard !hasAppeared else { return }
        hasAppeared = true
        loadDetails()
    }

    private func makeManager<Manager: APIManager>(_ build: (AppEnvironment) -> Manager) -> Manager {
        let manager = build(environment)
        // Role: glue
        manager.delegate = self
        // Role: view
        return manager
    }

    private func applyColors(_ theme: Theme) {
        detailView.applyColors(text: theme.subjectDetailTextColor, background: theme.subjectDetailBackgroundColor)
    }

    // Role: logic
    private func retryTapped() { loadDetails() }

    private func loadDetails() {
        detailView.showFailure(nil)
        detailView.setLoading(true)
        detailsManager.loadDetails(subjectID: subjectID)
    }

    private func switchOffTapped() {
        detailView.showFailure(nil)
        detailView.setSwitching(true)
        switchOffManager.switchOff(subjectID: subjectID)
    }

    private func detailsAnswered() {
        detailView.setLoading(false)
        do {
            let details = try detailsManager.fetch(with: SubjectDetailsReformer())
            detailView.showDetails(description: details.description,
                                   chapters: SubjectDetailCopy.chapters(details.chapterCount))
        } catch {
            detailView.showFailure(.load)
        }
    }

    private func switchOffAnswered(succeeded: Bool) {
        detailView.setSwitching(false)
        guard succeeded else {
            detailView.showFailure(.switchOff)
            return
        }
        delegate?.subjectDetailViewController(self, didSwitchOffSubject: subjectID)
    }

    // Role: glue
    private func allSubjectsTapped() { delegate?.subjectDetailViewControllerDidTapAllSubjects(self) }
}

// Role: glue
extension SubjectDetailViewController: APIManagerDelegate {
    func apiManagerDidSucceed(_ manager: APIManager) { managerAnswered(manager, succeeded: true) }
    func apiManager(_ manager: APIManager, didFailWith error: APIError) { managerAnswered(manager, succeeded: false) }

    // Role: logic
    private func managerAnswered(_ manager: APIManager, succeeded: Bool) {
        if manager === detailsManager { detailsAnswered() } else { switchOffAnswered(succeeded: succeeded) }
    }
}
