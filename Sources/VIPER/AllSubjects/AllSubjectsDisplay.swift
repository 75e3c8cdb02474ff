// Role: state
// What All Subjects shows at one moment, decided by the presenter and drawn by the view.
import SharedModel

/// The All Subjects screen as plain data: the view applies it widget by widget.
struct AllSubjectsDisplay: Hashable {
    var isLoading: Bool
    /// The subjects offered in the phase, in catalogue order; empty until they have landed.
    var subjects: [Subject]
    /// The subjects the user has open, whose rows are marked.
    var openSubjectIDs: Set<Int>
    /// The subject of the link the app was opened with, whose row is marked as such; nil marks none.
    var linkedSubjectID: Int?
    /// The error, with Retry beneath it.
    var isErrorVisible: Bool
}
