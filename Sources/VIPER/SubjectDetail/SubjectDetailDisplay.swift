// Role: state
// What the subject detail screen shows at one moment, decided by the presenter and drawn by the view.
import SharedViews

/// The subject detail screen as plain data: the view applies it widget by widget.
struct SubjectDetailDisplay: Hashable {
    /// The details as the user reads them; Switch Off shows beneath them.
    struct Details: Hashable {
        var description: String
        /// `1 chapter`, `10 chapters`.
        var chapters: String
    }

    var isLoading: Bool
    /// Nil until the details have landed.
    var details: Details?
    /// What failed last, with Retry only for a failed load; nil shows no error.
    var failure: SubjectDetailFailure?
    /// Whether a switch-off is in flight: Switch Off greyed and disabled, its progress spinning.
    var isSwitching: Bool
}
