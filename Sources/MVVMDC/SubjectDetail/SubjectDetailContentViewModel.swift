// Role: state
// The content view's view model: everything on the screen that changes with the business (the
// description and the number of chapters once they have landed, what is loading, which failure shows,
// whether a switch-off is in flight, and the theme's colours). The layout, each failure's words and the
// greys of a disabled Switch Off never change, so they stay in the view.
import SharedModel
import SharedViews
import ViewKit

struct SubjectDetailContentViewModel: Equatable {
    let description: String
    let chapters: String
    /// The description, the chapters and Switch Off show once the details have landed.
    let areDetailsVisible: Bool
    let isLoading: Bool
    /// What failed, if anything: the error shows its message, and Retry shows with a failed load only.
    let failure: SubjectDetailFailure?
    let isSwitchingOff: Bool
    let textColor: Color
    let backgroundColor: Color
}

// Role: logic
extension SubjectDetailContentViewModel {
    /// The view model for `state` in `theme`: a pure function of both, so it can be tested without a
    /// screen.
    static func make(with state: SubjectDetailState, theme: Theme) -> SubjectDetailContentViewModel {
        SubjectDetailContentViewModel(
            description: state.details?.description ?? "",
            chapters: state.details.map { SubjectDetailCopy.chapters($0.chapterCount) } ?? "",
            areDetailsVisible: state.details != nil,
            isLoading: state.isLoading,
            failure: failure(in: state),
            isSwitchingOff: state.isSwitchingOff,
            textColor: theme.subjectDetailTextColor,
            backgroundColor: theme.subjectDetailBackgroundColor
        )
    }

    /// A failed load leaves no details, so nothing to switch off: its failure comes first.
    private static func failure(in state: SubjectDetailState) -> SubjectDetailFailure? {
        if state.lastLoadFailed { return .load }
        if state.lastSwitchOffFailed { return .switchOff }
        return nil
    }
}
