// Role: logic
// The subject list scene's presenter: it turns where the load stands into which parts of the screen show
// and the theme into the cells' colours, and hands each ViewModel to the view controller's display
// logic. It shows the items the interactor keeps, as they are, so a selection names what is shown.
import SharedModel
import SharedViews

@MainActor
final class SubjectListPresenter {
    // Role: glue
    /// Weak: the view controller owns the interactor, which owns this presenter.
    weak var viewController: (any SubjectListDisplayLogic)?
}

// Role: logic
extension SubjectListPresenter: SubjectListPresentationLogic {
    func presentSubjects(_ response: SubjectList.FetchSubjects.Response) {
        viewController?.displaySubjects(SubjectList.FetchSubjects.ViewModel(
            isLoading: response.isLoading,
            isRefreshing: response.isRefreshing,
            isErrorVisible: response.failed,
            isListVisible: response.items != nil,
            isEmptyVisible: response.foundNoSubject,
            isRefreshEnabled: response.items != nil && !response.isRefreshing,
            newCells: response.itemsArrived ? response.items : nil))
    }

    func presentTheme(_ response: SubjectList.ApplyTheme.Response) {
        viewController?.displayTheme(SubjectList.ApplyTheme.ViewModel(
            titleColor: response.theme.cellTitleColor, detailColor: response.theme.cellDetailColor,
            backgroundColor: response.theme.cellBackgroundColor))
    }

    func presentSelection(_ response: SubjectList.SelectItem.Response) {
        viewController?.displaySelection(SubjectList.SelectItem.ViewModel())
    }
}
