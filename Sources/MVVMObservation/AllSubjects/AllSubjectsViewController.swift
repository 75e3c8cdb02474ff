// Role: view
// The All Subjects controller of MVVM on Observation: it owns the shared All Subjects view and its view
// model, hands Retry to the view model, and sets every widget from the view model in
// updateProperties(), which the view kit re-runs after anything it read has changed: the catalogue's
// progress, its answer, the theme. It knows nothing of the list that opened it.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class AllSubjectsViewController: ViewController {
    private let viewModel: AllSubjectsViewModel
    private let content = AllSubjectsView()
    // Role: state
    /// The subjects the rows were made for: only a new list from the view model remakes them.
    private var shownSubjects: [Subject] = []

    // Role: view
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
        content.showFailure(viewModel.isErrorVisible)
        // Read on every run, so that a new list runs the update again; a theme change keeps the rows.
        let subjects = viewModel.subjects
        if subjects != shownSubjects {
            shownSubjects = subjects
            content.showRows(subjects, open: viewModel.openSubjectIDs, linked: viewModel.linkedSubjectID)
        }
        let theme = viewModel.theme
        content.applyColors(text: theme.allSubjectsTextColor, background: theme.allSubjectsBackgroundColor)
    }

    /// Widgets → view model: Retry handed on as it is.
    private func retryPressed() { viewModel.retry() }
}
