// Role: state
// What the subject detail screen's data controller knows: the subject's details once they have landed,
// and what is going on: a load, a switch-off, and which of them last failed. Plain data, no views: the
// view model factory decides what it looks like.
import SharedModel

struct SubjectDetailState: Equatable {
    /// The subject's details; nil until a load has succeeded.
    var details: SubjectDetails?
    /// The details are loading (first appearance, retry).
    var isLoading = false
    /// The last load failed and no other has started since.
    var lastLoadFailed = false
    /// A switch-off is in flight.
    var isSwitchingOff = false
    /// The last switch-off failed and the user has not tapped Switch Off since.
    var lastSwitchOffFailed = false
}
