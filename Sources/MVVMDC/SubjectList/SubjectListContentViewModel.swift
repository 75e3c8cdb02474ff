// Role: state
// The content view's view model: its cells' view models (a view model holds smaller ones, as a view
// holds subviews) and what the rest of the screen shows. Made fresh from the data controller's state
// and the theme each time either changes.
import SharedModel

struct SubjectListContentViewModel: Equatable {
    let cells: [SubjectCellViewModel]
    let isListVisible: Bool
    let isEmptyNoticeVisible: Bool
    let isErrorVisible: Bool
    let isLoading: Bool
    let isRefreshing: Bool
    /// Whether the bar's Refresh is enabled: the list shows and no refresh is in flight.
    let isRefreshEnabled: Bool
}

// Role: logic
extension SubjectListContentViewModel {
    /// The view model for `state` in `theme`: the open subjects' cells then More, once a load has
    /// succeeded. A failure never takes away cells already shown; the list stays hidden until the
    /// first success.
    static func make(with state: SubjectListState, theme: Theme) -> SubjectListContentViewModel {
        let loaded = state.openSubjects
        return SubjectListContentViewModel(
            cells: loaded.map { cells(for: $0, theme: theme) } ?? [],
            isListVisible: loaded != nil,
            isEmptyNoticeVisible: loaded?.isEmpty == true,
            isErrorVisible: state.lastLoadFailed,
            isLoading: state.isLoading,
            isRefreshing: state.isRefreshing,
            isRefreshEnabled: loaded != nil && !state.isRefreshing
        )
    }

    /// The open subjects' cells, then More.
    private static func cells(for subjects: [Subject], theme: Theme) -> [SubjectCellViewModel] {
        subjects.map { SubjectCellViewModel.make(with: $0, theme: theme) } + [.makeMore(theme: theme)]
    }
}
