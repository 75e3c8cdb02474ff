// Role: state
// What the subject list's data controller knows: the open subjects and the user's phase of the last
// load that succeeded, and what loading is going on. Plain data, no views: the view model factory
// decides what it looks like.
import SharedModel

struct SubjectListState: Equatable {
    /// The open subjects of the last successful load; nil until one has succeeded.
    var openSubjects: [Subject]?
    /// The user's phase in the last successful load, which All Subjects needs; nil until one has succeeded.
    var currentPhase: Phase?
    /// A load the user waits for (first appearance, retry) is in flight.
    var isLoading = false
    /// A pull to refresh is in flight; the subjects already loaded stay meanwhile.
    var isRefreshing = false
    /// The last load failed and no other has started since.
    var lastLoadFailed = false
}
