// Teaches: the three moments of the subject detail screen's details (§7.1): asked for, read from the answer
// with the model layer's `SubjectDetailsReformer`, or failed (any failure kind alike).
import SharedModel

enum SubjectDetailsPhase: Hashable, Sendable {
    /// `GET /subjects/<id>` is in flight: loading animates, nothing else shows.
    case loading
    /// The answer read: the description, the chapters and Switch Off show.
    case loaded(SubjectDetails)
    /// The load failed: the error and Retry show.
    case failed

    /// The details, once loaded.
    var loaded: SubjectDetails? {
        if case .loaded(let details) = self { details } else { nil }
    }
}
