// Teaches: the All Subjects screen as plain data (§7.5, §7.6), while it is the screen on top: its
// background, whether its loading spins, the error and Retry, and the subjects' rows a user reads, top
// first, each with its identifier and colour. Nothing of a hidden widget is part of it (§1): a hidden
// or empty label has no words to read.
import ViewKit

struct AllSubjectsSnapshot: Equatable, Sendable {
    /// One subject's row: its label's identifier, `allSubjects.subject-<id>`, its words and their colour.
    struct Row: Equatable, Sendable, CustomStringConvertible {
        var identifier: String
        var text: String
        var color: Color

        var description: String { "\(identifier) \(Quote.text(text)) \(color.rawValue)" }
    }

    /// The background of `allSubjects.screen`, the screen's root view.
    var background: Color?
    /// `allSubjects.loading` spins: it animates and is visible.
    var loadingSpinning: Bool
    /// The error a user can read: nil while the label is hidden or empty.
    var error: String?
    /// `allSubjects.retry`.
    var retry: Seen<ButtonSnapshot>
    /// The subjects' rows a user can read, top first.
    var subjects: [Row]

    var rows: [SnapshotRow] {
        var rows = [
            SnapshotRow(key: "allSubjects.screen", value: "bg=\(background?.rawValue ?? "none")"),
            SnapshotRow(key: "allSubjects.loading", value: loadingSpinning ? "spinning" : "nothing"),
            SnapshotRow(key: "allSubjects.error", value: error.map(Quote.text) ?? "nothing to read"),
            SnapshotRow(key: "allSubjects.retry", value: retry.description(\.description)),
        ]
        for (index, row) in subjects.enumerated() {
            rows.append(SnapshotRow(key: "allSubjects row #\(index)", value: row.description))
        }
        return rows
    }
}
