// Teaches: the subject detail screen as plain data (§7.1), while it is the screen on top: its background,
// what spins, the description and the chapters with their text colour, the error, Retry and Switch
// Off. Nothing of a hidden widget is part of it (§1): a hidden or empty label has no text and no
// colour to read.
import ViewKit

struct SubjectDetailSnapshot: Equatable, Sendable {
    /// The background of `subjectDetail.screen`, the screen's root view.
    var background: Color?
    /// `subjectDetail.loading` spins: it animates and is visible.
    var loadingSpinning: Bool
    /// `subjectDetail.description` as a user can read it: nil while hidden or empty.
    var descriptionText: TextSnapshot?
    /// `subjectDetail.chapters` as a user can read it: nil while hidden or empty.
    var chaptersText: TextSnapshot?
    /// The error a user can read: nil while the label is hidden or empty.
    var error: String?
    var retry: Seen<ButtonSnapshot>
    var switchOff: Seen<ButtonSnapshot>
    /// `subjectDetail.switching` spins: it animates and is visible.
    var switchingSpinning: Bool

    var rows: [SnapshotRow] {
        [
            SnapshotRow(key: "subjectDetail.screen", value: "bg=\(background?.rawValue ?? "none")"),
            SnapshotRow(key: "subjectDetail.loading", value: loadingSpinning ? "spinning" : "nothing"),
            SnapshotRow(key: "subjectDetail.description", value: descriptionText?.description ?? "nothing to read"),
            SnapshotRow(key: "subjectDetail.chapters", value: chaptersText?.description ?? "nothing to read"),
            SnapshotRow(key: "subjectDetail.error", value: error.map(Quote.text) ?? "nothing to read"),
            SnapshotRow(key: "subjectDetail.retry", value: retry.description(\.description)),
            SnapshotRow(key: "subjectDetail.switchOff", value: switchOff.description(\.description)),
            SnapshotRow(key: "subjectDetail.switching", value: switchingSpinning ? "spinning" : "nothing"),
        ]
    }
}
