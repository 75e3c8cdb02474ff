// Teaches: the whole subject list as plain data (§3): what spins, what shows and hides, the list's
// items and the cells on screen, the Refresh button in the bar (§7.3), the subject detail screen or All
// Subjects when it is pushed on top (§7.1, §7.5), the navigation stack and the requests. Nothing of a
// hidden widget is part of it (§1): a user cannot read a hidden label or see the cells of a hidden list.

struct SubjectListSnapshot: ScreenSnapshot {
    var navigation: [String]
    /// The loading indicator spins: it animates and is visible.
    var loadingSpinning: Bool
    var list: Seen<ListSnapshot>
    /// The error a user can read: nil while the label is hidden or empty.
    var error: String?
    var retry: Seen<ButtonSnapshot>
    /// The empty-state message a user can read: nil while the label is hidden or empty.
    var empty: String?
    /// `subjectList.refreshButton` in the navigation bar, which shows it only while the list is on top.
    var refreshButton: Seen<BarButtonSnapshot>
    /// The subject detail screen, while it is the screen on top; nil otherwise (All Subjects, or nothing pushed).
    var subject: SubjectDetailSnapshot?
    /// All Subjects, while it is the screen on top; nil otherwise.
    var allSubjects: AllSubjectsSnapshot?
    var requests: RequestLogSnapshot
    /// Widgets the spec names that the screen does not have (the model never misses one).
    var missing: [String]

    var rows: [SnapshotRow] {
        var rows = [
            SnapshotRow(key: "navigation", value: navigation.joined(separator: " > ")),
            SnapshotRow(key: "subjectList.loading", value: loadingSpinning ? "spinning" : "nothing"),
            SnapshotRow(key: "subjectList.list", value: list.description(\.description)),
        ]
        rows += (list.shown?.cells ?? []).map { SnapshotRow(key: "cell #\($0.index)", value: $0.description) }
        rows += [
            SnapshotRow(key: "subjectList.error", value: error.map(Quote.text) ?? "nothing to read"),
            SnapshotRow(key: "subjectList.retry", value: retry.description(\.description)),
            SnapshotRow(key: "subjectList.empty", value: empty.map(Quote.text) ?? "nothing to read"),
            SnapshotRow(key: "subjectList.refreshButton", value: refreshButton.description(\.description)),
        ]
        rows += subject?.rows ?? []
        rows += allSubjects?.rows ?? []
        rows += requests.rows
        if !missing.isEmpty { rows.append(SnapshotRow(key: "missing widgets", value: missing.joined(separator: ", "))) }
        return rows
    }
}
