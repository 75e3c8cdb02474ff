// Role: view
// The subject detail scene's view controller: it owns the shared detail view, sends each user action
// and life-cycle event to the interactor as a Request, shows each ViewModel the presenter hands back
// (its display logic), and asks its router to go back when the presenter says the subject is off, or to
// open All Subjects when the user taps it.
import SharedViews
import ViewKit

@MainActor
final class SubjectDetailViewController: ViewController {
    var interactor: (any SubjectDetailBusinessLogic)?
    var router: (any SubjectDetailRoutingLogic & SubjectDetailDataPassing)?
    private let content = SubjectDetailView()

    override func loadView() {
        view = content
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Role: glue
        content.retryButton.addTarget(self, action: SubjectDetailViewController.retryPressed, for: .touchUpInside)
        content.switchOffButton.addTarget(self, action: SubjectDetailViewController.switchOffPressed, for: .touchUpInside)
        content.allSubjectsButton.addTarget(self, action: SubjectDetailViewController.allSubjectsPressed, for: .touchUpInside)
        interactor?.getSubject(SubjectDetail.GetSubject.Request())
        interactor?.applyTheme(SubjectDetail.ApplyTheme.Request())
    }

    override func viewWillAppear() {
        super.viewWillAppear()
        interactor?.fetchDetails(SubjectDetail.FetchDetails.Request(trigger: .firstAppearance))
    }

    private func retryPressed() { interactor?.fetchDetails(SubjectDetail.FetchDetails.Request(trigger: .retry)) }
    private func switchOffPressed() { interactor?.switchOff(SubjectDetail.SwitchOff.Request()) }
    /// Straight to the router, as a segue would go in Clean Swift: the interactor has nothing to decide
    /// or keep, and the view disables the button while a switch-off is in flight.
    private func allSubjectsPressed() { router?.routeToAllSubjects() }
}

// Role: view
extension SubjectDetailViewController: SubjectDetailDisplayLogic {
    func displaySubject(_ viewModel: SubjectDetail.GetSubject.ViewModel) {
        title = viewModel.title
    }

    func displayDetails(_ viewModel: SubjectDetail.UpdateDetails.ViewModel) {
        content.setLoading(viewModel.isLoading)
        if let details = viewModel.details {
            content.showDetails(description: details.description, chapters: details.chapters)
        } else {
            content.hideDetails()
        }
        content.showFailure(viewModel.failure)
        content.setSwitching(viewModel.isSwitchingOff)
    }

    func displayTheme(_ viewModel: SubjectDetail.ApplyTheme.ViewModel) {
        content.applyColors(text: viewModel.textColor, background: viewModel.backgroundColor)
    }

    func displaySwitchOff(_ viewModel: SubjectDetail.SwitchOff.ViewModel) {
        router?.routeToSubjectList()
    }
}
