// Role: glue
// The subject detail view controller, only glue: on first appearance it asks its data controller to
// load; whenever the data controller answers or the theme changes it builds a fresh view model with the
// factory and binds it; it forwards the view's taps, and once the subject is switched off, or when All
// Subjects is tapped, it tells its delegate, the list beneath.
import SharedModel
import ViewKit

@MainActor
final class SubjectDetailViewController: ViewController {
    weak var delegate: (any SubjectDetailViewControllerDelegate)?
    private let dataController: SubjectDetailDataController
    private let themeStore: ThemeStore
    private let subjectDetailContentView = SubjectDetailContentView()
    private var themeObservation: ThemeObservation?
    private var hasAppeared = false

    init(dataController: SubjectDetailDataController, themeStore: ThemeStore, title: String) {
        self.dataController = dataController
        self.themeStore = themeStore
        super.init()
        self.title = title
    }

    override func loadView() {
        view = subjectDetailContentView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        subjectDetailContentView.delegate = self
        themeObservation = themeStore.observe { [weak self] _ in self?.render() }
        render()
    }

    // Role: logic
    /// The details load on the first appearance only.
    override func viewWillAppear() {
        super.viewWillAppear()
        guard !hasAppeared else { return }
        hasAppeared = true
        dataController.load { [weak self] _ in self?.render() }
        render()
    }

    // Role: glue
    /// Rebuilds the view model from the data controller's state and the current theme, and binds it.
    private func render() {
        subjectDetailContentView.bind(SubjectDetailContentViewModel.make(with: dataController.state, theme: themeStore.current))
    }
}

// Role: glue
extension SubjectDetailViewController: SubjectDetailContentViewDelegate {
    func subjectDetailContentViewDidTapRetry(_ subjectDetailContentView: SubjectDetailContentView) {
        dataController.load { [weak self] _ in self?.render() }
        render()
    }

    func subjectDetailContentViewDidTapSwitchOff(_ subjectDetailContentView: SubjectDetailContentView) {
        dataController.switchOff { [weak self] result in
            guard let self else { return }
            render()
            if case .success = result {
                delegate?.subjectDetailViewController(self, didSwitchOffSubject: dataController.subjectID)
            }
        }
        render()
    }

    /// All Subjects needs the phase and the open subjects the list beneath shows, which this screen
    /// does not hold: the list opens it.
    func subjectDetailContentViewDidTapAllSubjects(_ subjectDetailContentView: SubjectDetailContentView) {
        delegate?.subjectDetailViewControllerDidTapAllSubjects(self)
    }
}
