// Teaches: the All Subjects screen as plain data (§7.5), while it is the screen on top: whether its
// loading spins, the error, and the subjects' rows a user reads, top first, each with its identifier.
// Nothing of a hidden widget is part of it (§1): a hidden or empty label has no words to read.

struct AllSubjectsSnapshot: Equatable, Sendable {
    /// One subject's row: its label's identifier, `allSubjects.subject-<id>`, and its words.
    struct Row: Equatable, Sendable, CustomStringConvertible {
        var identifier: String
        var text: String

        var description: String { "\(identifier) \(Quote.text(text))" }
    }

    /// `allSubjects.loading` spins: it animates and is visible.
    var loadingSpinning: Bool
    /// The error a user can read: nil while the label is hidden or empty.
    var error: String?
    /// The subjects' rows a user can read, top first.
    var subjects: [Row]

    var rows: [SnapshotRow] {
        var rows = [
            SnapshotRow(key: "allSubjects.loading", value: loadingSpinning ? "spinning" : "nothing"),
            SnapshotRow(key: "allSubjects.error", value: error.map(Quote.text) ?? "nothing to read"),
        ]
        for (index, row) in subjects.enumerated() {
            rows.append(SnapshotRow(key: "allSubjects row #\(index)", value: row.description))
        }
        return rows
    }
}
