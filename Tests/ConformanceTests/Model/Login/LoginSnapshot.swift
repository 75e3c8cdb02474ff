// Teaches: the whole login screen as plain data (§2.1–2.4): each widget's text, colours, enabled and
// animating, the navigation stack, the kept session and the requests. The model predicts one; the
// screen reader reads one off the real screen; a step passes when they are equal.

struct LoginSnapshot: ScreenSnapshot {
    var navigation: [String]
    var username: FieldSnapshot
    var password: FieldSnapshot
    var instruction: String
    var submit: ButtonSnapshot
    var activityAnimating: Bool
    var signedIn: Bool
    var requests: RequestLogSnapshot
    /// Widgets the spec names that the screen does not have (the model never misses one).
    var missing: [String]

    var rows: [SnapshotRow] {
        var rows = [
            SnapshotRow(key: "navigation", value: navigation.joined(separator: " > ")),
            SnapshotRow(key: "login.username", value: username.description),
            SnapshotRow(key: "login.password", value: password.description),
            SnapshotRow(key: "login.instruction", value: Quote.text(instruction)),
            SnapshotRow(key: "login.submit", value: submit.description),
            SnapshotRow(key: "login.activity", value: activityAnimating ? "animating" : "stopped"),
            SnapshotRow(key: "session", value: signedIn ? "kept" : "none"),
        ] + requests.rows
        if !missing.isEmpty { rows.append(SnapshotRow(key: "missing widgets", value: missing.joined(separator: ", "))) }
        return rows
    }
}
