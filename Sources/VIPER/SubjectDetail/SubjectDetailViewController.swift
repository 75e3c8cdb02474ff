// Role: view
// VIPER's View for the subject detail screen: passive. It lays out the shared detail view, forwards the
// life cycle, Retry, Switch Off and All Subjects to its presenter, and draws what the presenter sends. It
// decides nothing.
import SharedViews
import ViewKit

@MainActor
final class SubjectDetailViewController: ViewController {
    // Role: glue
    /// Strong: the view controller owns its presenter, and with it the whole module.
    private let output: any SubjectDetailViewOutput

    // Role: view
    private let detailView = SubjectDetailView()

    init(output: any SubjectDetailViewOutput, title: String) {
        self.output = output
        super.init()
        self.title = title
    }

    override func loadView() {
        view = detailView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Role: glue
        detailView.retryButton.addTarget(self, action: SubjectDetailViewController.retryTapped, for: .touchUpInside)
        detailView.switchOffButton.addTarget(self, action: SubjectDetailViewController.switchOffTapped, for: .touchUpInside)
        detailView.allSubjectsButton.addTarget(self, action: SubjectDetailViewController.allSubjectsTapped,
                                               for: .touchUpInside)
        output.viewDidLoad()
    }

    // Role: glue
    override func viewWillAppear() {
        super.viewWillAppear()
        output.viewWillAppear()
    }

    private func retryTapped() { output.didTapRetry() }
    private func switchOffTapped() { output.didTapSwitchOff() }
    private func allSubjectsTapped() { output.didTapAllSubjects() }
}

// Role: view
extension SubjectDetailViewController: SubjectDetailViewInput {
    func display(_ screen: SubjectDetailDisplay) {
        detailView.setLoading(screen.isLoading)
        if let details = screen.details {
            detailView.showDetails(description: details.description, chapters: details.chapters)
        } else {
            detailView.hideDetails()
        }
        detailView.showFailure(screen.failure)
        detailView.setSwitching(screen.isSwitching)
    }

    func apply(_ colors: SubjectDetailColors) {
        detailView.applyColors(text: colors.text, background: colors.background)
    }
}
