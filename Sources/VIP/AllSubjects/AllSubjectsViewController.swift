// Role: view
// The All Subjects scene's view controller: it owns the shared All Subjects view, sends each user action
// and life-cycle event to the interactor as a Request, and shows each ViewModel the presenter hands
// back (its display logic).
import SharedViews
import ViewKit

@MainActor
final class AllSubjectsViewController: ViewController {
    var interactor: (any AllSubjectsBusinessLogic)?
    var router: (any AllSubjectsRoutingLogic & AllSubjectsDataPassing)?
    private let content = AllSubjectsView()

    override init() {
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
        interactor?.applyTheme(AllSubjects.ApplyTheme.Request())
    }

    override func viewWillAppear() {
        super.viewWillAppear()
        interactor?.fetchCatalogue(AllSubjects.FetchCatalogue.Request(trigger: .firstAppearance))
    }

    private func retryPressed() { interactor?.fetchCatalogue(AllSubjects.FetchCatalogue.Request(trigger: .retry)) }
}

// Role: view
extension AllSubjectsViewController: AllSubjectsDisplayLogic {
    func displayCatalogue(_ viewModel: AllSubjects.FetchCatalogue.ViewModel) {
        content.setLoading(viewModel.isLoading)
        content.showRows(viewModel.subjects, open: viewModel.openSubjectIDs, linked: viewModel.markedSubjectID)
        content.showFailure(viewModel.isFailureVisible)
    }

    func displayTheme(_ viewModel: AllSubjects.ApplyTheme.ViewModel) {
        content.applyColors(text: viewModel.textColor, background: viewModel.backgroundColor)
    }
}
