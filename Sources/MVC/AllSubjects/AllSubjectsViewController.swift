// Role: view
// Apple-style MVC for All Subjects: the controller is the catalogue manager's delegate and the theme's
// observer, reads the catalogue with a reformer, and shows the subjects of the phase it was opened
// with, marking the open ones and the link's subject; the list that pushes it supplies all three, as
// only the list knows them.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class AllSubjectsViewController: ViewController {
    private let environment: AppEnvironment
    private let currentPhase: Phase
    private let openSubjectIDs: Set<Int>
    /// The subject of the link the app was opened with, whose row is marked; nil without a link.
    private let linkedSubjectID: Int?
    private let catalogueView = AllSubjectsView()
    private lazy var catalogueManager: SubjectsAPIManager = {
        let manager = SubjectsAPIManager(transport: environment.transport)
        // Role: glue
        manager.delegate = self
        // Role: view
        return manager
    }()
    private var themeObservation: ThemeObservation?
    private var hasAppeared = false

    init(environment: AppEnvironment, currentPhase: Phase, openSubjectIDs: Set<Int>, linkedSubjectID: Int?) {
        self.environment = environment
        self.currentPhase = currentPhase
        self.openSubjectIDs = openSubjectIDs
        self.linkedSubjectID = linkedSubjectID
        super.init()
        title = SubjectListCopy.allSubjectsTitle
    }

    override func loadView() {
        view = catalogueView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        applyColors(environment.themeStore.current)
        // Role: glue
        catalogueView.retryButton.addTarget(self, action: AllSubjectsViewController.retryTapped, for: .touchUpInside)
        themeObservation = environment.themeStore.observe { [weak self] theme in self?.applyColors(theme) }
    }

    // Role: view

    override func viewWillAppear() {
        super.viewWillAppear()
        guard !hasAppeared else { return }
        hasAppeared = true
        loadCatalogue()
    }

    private func applyColors(_ theme: Theme) {
        catalogueView.applyColors(text: theme.allSubjectsTextColor, background: theme.allSubjectsBackgroundColor)
    }

    // Role: logic
    private func retryTapped() { loadCatalogue() }

    private func loadCatalogue() {
        catalogueView.showFailure(false)
        catalogueView.setLoading(true)
        catalogueManager.loadCatalogue()
    }

    private func catalogueAnswered() {
        catalogueView.setLoading(false)
        do {
            let offered = try catalogueManager.fetch(with: CatalogueReformer()).filter { $0.phases.contains(currentPhase) }
            catalogueView.showRows(offered, open: openSubjectIDs, linked: linkedSubjectID)
        } catch {
            catalogueView.showFailure(true)
        }
    }
}

// Role: glue
extension AllSubjectsViewController: APIManagerDelegate {
    func apiManagerDidSucceed(_ manager: APIManager) { catalogueAnswered() }
    func apiManager(_ manager: APIManager, didFailWith error: APIError) { catalogueAnswered() }
}
