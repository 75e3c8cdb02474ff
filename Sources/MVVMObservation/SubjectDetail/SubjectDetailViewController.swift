// Role: view
// The subject detail controller of MVVM on Observation: it owns the shared detail view and its view
// model, hands the user's three actions to the view model, and sets every widget from the view model
// in updateProperties(), which the view kit re-runs after anything it read has changed: the details'
// progress, their answer, a switch-off's, the theme. It knows nothing of the list beneath.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class SubjectDetailViewController: ViewController {
    private let viewModel: SubjectDetailViewModel
    private let content = SubjectDetailView()

    /// - Parameter viewModel: The screen's state and logic.
    init(viewModel: SubjectDetailViewModel) {
        self.viewModel = viewModel
        super.init()
        title = viewModel.name
    }

    override func loadView() {
        view = content
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Role: glue
        content.retryButton.addTarget(self, action: SubjectDetailViewController.retryPressed, for: .touchUpInside)
        content.switchOffButton.addTarget(self, action: SubjectDetailViewController.switchOffPressed, for: .touchUpInside)
        content.allSubjectsButton.addTarget(self, action: SubjectDetailViewController.allSubjectsPressed, for: .touchUpInside)
    }

    // Role: glue
    override func viewWillAppear() {
        super.viewWillAppear()
        viewModel.viewWillAppear()
    }

    /// View model → widgets: everything read here is tracked, so a change to any of it runs this
    /// again before the screen is next read.
    override func updateProperties() {
        content.setLoading(viewModel.isLoading)
        if let details = viewModel.details {
            content.showDetails(description: details.description, chapters: SubjectDetailCopy.chapters(details.chapterCount))
        } else {
            content.hideDetails()
        }
        switch viewModel.failure {
        case .load: content.showFailure(.load)
        case .switchOff: content.showFailure(.switchOff)
        case nil: content.showFailure(nil)
        }
        content.setSwitching(viewModel.isSwitching)
        let theme = viewModel.theme
        content.applyColors(text: theme.subjectDetailTextColor, background: theme.subjectDetailBackgroundColor)
    }

    /// Widgets → view model: each action handed on as it is.
    private func retryPressed() { viewModel.retry() }
    private func switchOffPressed() { viewModel.switchOff() }
    private func allSubjectsPressed() { viewModel.openAllSubjects() }
}
