// Teaches: the whole Practice screen as plain data (§3): what animates, what shows and hides, the
// list's items and the cells on screen, the navigation stack and the requests. A hidden label's text
// is not part of it: a user cannot read it.

struct PracticeSnapshot: ScreenSnapshot {
    var navigation: [String]
    var loadingAnimating: Bool
    var refreshing: Bool
    var listVisible: Bool
    var itemCount: Int
    var firstVisibleIndex: Int
    var cells: [CellSnapshot]
    /// The error label's text when it shows; nil when hidden.
    var error: String?
    /// Retry's title when it shows; nil when hidden.
    var retry: String?
    /// The empty label's text when it shows; nil when hidden.
    var empty: String?
    var requests: RequestLogSnapshot
    /// Widgets the spec names that the screen does not have (the model never misses one).
    var missing: [String]

    var rows: [SnapshotRow] {
        var rows = [
            SnapshotRow(key: "navigation", value: navigation.joined(separator: " > ")),
            SnapshotRow(key: "subjects.loading", value: loadingAnimating ? "animating" : "stopped"),
            SnapshotRow(key: "subjects.refresh", value: refreshing ? "refreshing" : "still"),
            SnapshotRow(key: "subjects.list",
                        value: "\(listVisible ? "shown" : "hidden") items=\(itemCount) first=\(firstVisibleIndex)"),
        ]
        rows += cells.map { SnapshotRow(key: "cell #\($0.index)", value: $0.description) }
        rows += [
            SnapshotRow(key: "subjects.error", value: error.map(Quote.text) ?? "hidden"),
            SnapshotRow(key: "subjects.retry", value: retry.map(Quote.text) ?? "hidden"),
            SnapshotRow(key: "subjects.empty", value: empty.map(Quote.text) ?? "hidden"),
        ]
        rows += requests.rows
        if !missing.isEmpty { rows.append(SnapshotRow(key: "missing widgets", value: missing.joined(separator: ", "))) }
        return rows
    }
}
