// Role: view
// MVVM-C's All Subjects controller: it owns the shared All Subjects view and its view model, hands Retry
// to the view model, and shows the view model's state each time the view model says it changed.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class AllSubjectsViewController: ViewController {
    private let viewModel: AllSubjectsViewModel
    private let content = AllSubjectsView()

    /// - Parameter viewModel: The screen's state and logic.
    init(viewModel: AllSubjectsViewModel) {
        self.viewModel = viewModel
        super.init()
        title = SubjectListCopy.allSubjectsTitle
    }

    override func loadView() {
        view = content
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Role: glue
        content.retryButton.addTarget(self, action: AllSubjectsViewController.retryPressed, for: .touchUpInside)
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
        content.showRows(viewModel.subjects, open: viewModel.openSubjectIDs, linked: viewModel.markedSubjectID)
        content.showFailure(viewModel.isErrorVisible)
        let theme = viewModel.theme
        content.applyColors(text: theme.allSubjectsTextColor, background: theme.allSubjectsBackgroundColor)
    }

    /// Widgets → view model: Retry handed on as it is.
    private func retryPressed() { viewModel.retry() }
}
