// Role: view
// MVP's passive view for All Subjects. It lays out the shared catalogue view, reports Retry to the
// presenter, and shows what the presenter tells it through `AllSubjectsViewProtocol`.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class AllSubjectsViewController: ViewController {
    private let presenter: AllSubjectsPresenter
    private let catalogueView = AllSubjectsView()

    init(presenter: AllSubjectsPresenter) {
        self.presenter = presenter
        super.init()
        title = SubjectListCopy.allSubjectsTitle
    }

    override func loadView() {
        view = catalogueView
    }

    // Role: glue
    override func viewDidLoad() {
        super.viewDidLoad()
        catalogueView.retryButton.addTarget(self, action: AllSubjectsViewController.retryTapped, for: .touchUpInside)
        presenter.viewDidLoad()
    }

    override func viewWillAppear() {
        super.viewWillAppear()
        presenter.viewWillAppear()
    }

    private func retryTapped() { presenter.retryTapped() }
}

// Role: view
extension AllSubjectsViewController: AllSubjectsViewProtocol {
    func showLoading(_ loading: Bool) { catalogueView.setLoading(loading) }
    func showFailure(_ visible: Bool) { catalogueView.showFailure(visible) }

    func showSubjects(_ subjects: [Subject], open openSubjectIDs: Set<Int>, linked linkedSubjectID: Int?) {
        catalogueView.showRows(subjects, open: openSubjectIDs, linked: linkedSubjectID)
    }

    func showTheme(_ theme: Theme) {
        catalogueView.applyColors(text: theme.allSubjectsTextColor, background: theme.allSubjectsBackgroundColor)
    }
}
