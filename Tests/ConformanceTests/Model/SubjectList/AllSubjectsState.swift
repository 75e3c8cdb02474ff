// Teaches: all the All Subjects screen must remember (§7.5): its request, what whoever opened it gave
// it (the phase and the open subjects the list showed when More was selected, which later loads of the
// list do not change, and the app the subject of the link it was opened with), and whether its catalogue is loading, loaded or failed.
import SharedModel

/// The All Subjects screen pushed over the subject list.
struct AllSubjectsState: Hashable, Sendable {
    /// Its `GET /subjects`, an index in the list's `requests`.
    let request: Int
    /// The current phase of the list's last successful load, when More was selected.
    let phase: Phase
    /// The subjects the list showed open when More was selected.
    let openIDs: Set<Int>
    /// The subject of the link the app was opened with (§7.8), which the app gave it; nil without one.
    let linkedID: Int?
    var catalogue: AllSubjectsCatalogue = .loading
}
