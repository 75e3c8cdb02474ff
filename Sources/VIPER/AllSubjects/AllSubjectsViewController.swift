// Role: view
// VIPER's View for All Subjects: passive. It lays out the shared catalogue view, forwards the life cycle
// and Retry to its presenter, and draws what the presenter sends. It decides nothing.
import SharedViews
import ViewKit

@MainActor
final class AllSubjectsViewController: ViewController {
    // Role: glue
    /// Strong: the view controller owns its presenter, and with it the whole module.
    private let output: any AllSubjectsViewOutput

    // Role: view
    private let catalogueView = AllSubjectsView()

    init(output: any AllSubjectsViewOutput) {
        self.output = output
        super.init()
        title = SubjectListCopy.allSubjectsTitle
    }

    override func loadView() {
        view = catalogueView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Role: glue
        catalogueView.retryButton.addTarget(self, action: AllSubjectsViewController.retryTapped, for: .touchUpInside)
        output.viewDidLoad()
    }

    // Role: glue
    override func viewWillAppear() {
        super.viewWillAppear()
        output.viewWillAppear()
    }

    private func retryTapped() { output.didTapRetry() }
}

// Role: view
extension AllSubjectsViewController: AllSubjectsViewInput {
    func display(_ screen: AllSubjectsDisplay) {
        catalogueView.setLoading(screen.isLoading)
        catalogueView.showRows(screen.subjects, open: screen.openSubjectIDs, linked: screen.linkedSubjectID)
        catalogueView.showFailure(screen.isErrorVisible)
    }

    func apply(_ colors: AllSubjectsColors) {
        catalogueView.applyColors(text: colors.text, background: colors.background)
    }
}
