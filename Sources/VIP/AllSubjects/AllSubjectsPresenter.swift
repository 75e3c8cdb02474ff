// Role: logic
// The All Subjects scene's presenter: it turns where the load stands into which parts of the screen
// show and the theme into the screen's colours, and hands each ViewModel to the view controller's
// display logic.
import SharedViews

@MainActor
final class AllSubjectsPresenter {
    // Role: glue
    /// Weak: the view controller owns the interactor, which owns this presenter.
    weak var viewController: (any AllSubjectsDisplayLogic)?
}

// Role: logic
extension AllSubjectsPresenter: AllSubjectsPresentationLogic {
    func presentCatalogue(_ response: AllSubjects.FetchCatalogue.Response) {
        viewController?.displayCatalogue(AllSubjects.FetchCatalogue.ViewModel(
            isLoading: response.isLoading, subjects: response.subjects,
            openSubjectIDs: response.openSubjectIDs, markedSubjectID: response.markedSubjectID,
            isFailureVisible: response.loadFailed))
    }

    func presentTheme(_ response: AllSubjects.ApplyTheme.Response) {
        viewController?.displayTheme(AllSubjects.ApplyTheme.ViewModel(
            textColor: response.theme.allSubjectsTextColor,
            backgroundColor: response.theme.allSubjectsBackgroundColor))
    }
}
