// Teaches: the three moments of the All Subjects screen's catalogue (§7.5): asked for, read from the
// answer with the model layer's `CatalogueReformer`, or failed (any failure kind alike).
import SharedModel

enum AllSubjectsCatalogue: Hashable, Sendable {
    /// `GET /subjects` is in flight: loading animates, no row shows.
    case loading
    /// The answer read: the whole catalogue, in catalogue order, every phase's subjects.
    case loaded([Subject])
    /// The load failed: the error shows, no row.
    case failed
}
