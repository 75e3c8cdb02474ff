// Role: view
// MVP's passive view for the subject detail screen. It lays out the shared detail view, reports the
// user's taps to the presenter, and shows what the presenter tells it through
// `SubjectDetailViewProtocol`. It decides nothing, not even when it goes or what opens over it: the
// list beneath does both.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class SubjectDetailViewController: ViewController {
    private let presenter: SubjectDetailPresenter
    private let detailView = SubjectDetailView()

    init(presenter: SubjectDetailPresenter, subjectName: String) {
        self.presenter = presenter
        super.init()
        title = subjectName
    }

    override func loadView() {
        view = detailView
    }

    // Role: glue
    override func viewDidLoad() {
        super.viewDidLoad()
        detailView.retryButton.addTarget(self, action: SubjectDetailViewController.retryTapped, for: .touchUpInside)
        detailView.switchOffButton.addTarget(self, action: SubjectDetailViewController.switchOffTapped, for: .touchUpInside)
        detailView.allSubjectsButton.addTarget(self, action: SubjectDetailViewController.allSubjectsTapped, for: .touchUpInside)
        presenter.viewDidLoad()
    }

    override func viewWillAppear() {
        super.viewWillAppear()
        presenter.viewWillAppear()
    }

    private func retryTapped() { presenter.retryTapped() }
    private func switchOffTapped() { presenter.switchOffTapped() }
    private func allSubjectsTapped() { presenter.allSubjectsTapped() }
}

// Role: view
extension SubjectDetailViewController: SubjectDetailViewProtocol {
    func showLoading(_ loading: Bool) { detailView.setLoading(loading) }
    func showLoadFailure() { detailView.showFailure(.load) }
    func showSwitchOffFailure() { detailView.showFailure(.switchOff) }
    func hideFailure() { detailView.showFailure(nil) }
    func showSwitching(_ switching: Bool) { detailView.setSwitching(switching) }

    func showDetails(description: String, chapterCount: Int) {
        detailView.showDetails(description: description, chapters: SubjectDetailCopy.chapters(chapterCount))
    }

    func showTheme(_ theme: Theme) {
        detailView.applyColors(text: theme.subjectDetailTextColor, background: theme.subjectDetailBackgroundColor)
    }
}
