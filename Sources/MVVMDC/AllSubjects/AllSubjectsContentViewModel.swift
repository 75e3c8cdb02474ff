// Role: state
// The content view's view model: everything on All Subjects that changes with the business (the rows,
// which of them are open, which is the link's, what is loading, whether the load failed, and the
// theme's colours). The words, the marks and the layout never change, so they stay in the view.
import SharedModel
import SharedViews
import ViewKit

struct AllSubjectsContentViewModel: Equatable {
    /// One row per subject, in this order.
    let subjects: [Subject]
    /// The rows marked open.
    let openSubjectIDs: Set<Int>
    /// The row marked as the subject of the app's link, if any.
    let linkedSubjectID: Int?
    let isLoading: Bool
    /// The error and Retry show after a failed load.
    let isFailureVisible: Bool
    let textColor: Color
    let backgroundColor: Color
}

// Role: logic
extension AllSubjectsContentViewModel {
    /// The view model for `state` in `theme`: a pure function of both, so it can be tested without a
    /// screen.
    static func make(with state: AllSubjectsState, theme: Theme) -> AllSubjectsContentViewModel {
        AllSubjectsContentViewModel(
            subjects: state.subjects,
            openSubjectIDs: state.openSubjectIDs,
            linkedSubjectID: state.linkedSubjectID,
            isLoading: state.isLoading,
            isFailureVisible: state.lastLoadFailed,
            textColor: theme.allSubjectsTextColor,
            backgroundColor: theme.allSubjectsBackgroundColor
        )
    }
}
