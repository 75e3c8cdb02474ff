// Role: state
// Which parts of the subject list show at one moment, decided by the presenter.

/// The subject list's visibility as plain data: the view applies it widget by widget.
struct SubjectListDisplay: Hashable {
    var isLoading: Bool
    var isListVisible: Bool
    /// The error label and its retry button show together.
    var isErrorVisible: Bool
    var isEmptyVisible: Bool
    /// The bar's Refresh button is enabled.
    var isRefreshEnabled: Bool
}
