// Teaches: the whole login screen as plain data (§2.1–2.4): for each widget whether it shows and, if
// it does, its text, colours and whether it is enabled; whether the activity indicator spins; the
// navigation stack, the kept session and the requests. The model predicts one; the screen reader
// reads one off the real screen; a step passes when they are equal.

struct LoginSnapshot: ScreenSnapshot {
    var navigation: [String]
    var username: Seen<FieldSnapshot>
    var password: Seen<FieldSnapshot>
    /// The instruction a user can read: nil while the label is hidden or empty.
    var instruction: String?
    var submit: Seen<ButtonSnapshot>
    /// The activity indicator spins: it animates and is visible. A stopped one shows nothing, as
    /// UIKit's does by default (`hidesWhenStopped`).
    var activitySpinning: Bool
    var signedIn: Bool
    var requests: RequestLogSnapshot
    /// Widgets the spec names that the screen does not have (the model never misses one).
    var missing: [String]

    var rows: [SnapshotRow] {
        var rows = [
            SnapshotRow(key: "navigation", value: navigation.joined(separator: " > ")),
            SnapshotRow(key: "login.username", value: username.description(\.description)),
            SnapshotRow(key: "login.password", value: password.description(\.description)),
            SnapshotRow(key: "login.instruction", value: instruction.map(Quote.text) ?? "nothing to read"),
            SnapshotRow(key: "login.submit", value: submit.description(\.description)),
            SnapshotRow(key: "login.activity", value: activitySpinning ? "spinning" : "nothing"),
            SnapshotRow(key: "session", value: signedIn ? "kept" : "none"),
        ] + requests.rows
        if !missing.isEmpty { rows.append(SnapshotRow(key: "missing widgets", value: missing.joined(separator: ", "))) }
        return rows
    }
}
