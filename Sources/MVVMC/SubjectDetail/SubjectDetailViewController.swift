// Role: view
// MVVM-C's subject detail controller: it owns the shared detail view and its view model, hands the
// user's three actions to the view model, and shows the view model's state each time the view model
// says it changed. It never pushes or pops: where a switch-off or All Subjects leads is the
// coordinator's business.
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
        viewModel.onChange = { [weak self] in self?.render() }
        render()
    }

    override func viewWillAppear() {
        super.viewWillAppear()
        viewModel.viewWillAppear()
    }

    /// View model → widgets, the binding made by hand: every widget set from the view model.
    private func render() {
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
