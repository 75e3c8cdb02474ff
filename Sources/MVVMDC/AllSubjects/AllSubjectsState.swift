// Role: state
// What the All Subjects data controller knows: the subjects the user's phase offers once the catalogue
// has landed, which of them the user has open, which is the app's link's, and whether a load is going
// on or last failed. Plain data, no views: the view model factory decides what it looks like.
import SharedModel

struct AllSubjectsState: Equatable {
    /// The subjects the user has open, as the list showed them when the screen was opened.
    let openSubjectIDs: Set<Int>
    /// The subject of the link the app was opened from, whose row is marked; nil when there was none.
    let linkedSubjectID: Int?
    /// The catalogue's subjects offered in the user's phase, in catalogue order; none until a load has
    /// succeeded.
    var subjects: [Subject] = []
    /// The catalogue is loading (first appearance, retry).
    var isLoading = false
    /// The last load failed and no other has started since.
    var lastLoadFailed = false
}
