// Role: logic
// The subject detail scene's presenter: it turns the interactor's facts into what the screen shows,
// the details in the labels' words, which failure the error label names, the theme's colours, and
// hands each ViewModel to the view controller's display logic.
import SharedModel
import SharedViews

@MainActor
final class SubjectDetailPresenter {
    // Role: glue
    /// Weak: the view controller owns the interactor, which owns this presenter.
    weak var viewController: (any SubjectDetailDisplayLogic)?
}

// Role: logic
extension SubjectDetailPresenter: SubjectDetailPresentationLogic {
    func presentSubject(_ response: SubjectDetail.GetSubject.Response) {
        viewController?.displaySubject(SubjectDetail.GetSubject.ViewModel(title: response.name))
    }

    /// The error label names a failed load, with Retry, or a failed switch-off, which can only follow
    /// details that landed.
    func presentDetails(_ response: SubjectDetail.UpdateDetails.Response) {
        let failure: SubjectDetailFailure? = if response.loadFailed {
            .load
        } else if response.switchOffFailed {
            .switchOff
        } else {
            nil
        }
        viewController?.displayDetails(SubjectDetail.UpdateDetails.ViewModel(
            isLoading: response.isLoading,
            details: response.details.map {
                SubjectDetail.UpdateDetails.ViewModel.DisplayedDetails(
                    description: $0.description, chapters: SubjectDetailCopy.chapters($0.chapterCount))
            },
            failure: failure,
            isSwitchingOff: response.isSwitchingOff))
    }

    func presentTheme(_ response: SubjectDetail.ApplyTheme.Response) {
        viewController?.displayTheme(SubjectDetail.ApplyTheme.ViewModel(
            textColor: response.theme.subjectDetailTextColor,
            backgroundColor: response.theme.subjectDetailBackgroundColor))
    }

    func presentSwitchOff(_ response: SubjectDetail.SwitchOff.Response) {
        viewController?.displaySwitchOff(SubjectDetail.SwitchOff.ViewModel())
    }
}
