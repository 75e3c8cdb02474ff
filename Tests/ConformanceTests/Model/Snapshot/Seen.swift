// Teaches: a user sees a widget only while neither it nor any view above it is hidden (§1), and sees
// nothing of one that is hidden: not its text, its colours, whether it is enabled or what it animates.
// So a snapshot holds, for each widget, either `hidden` or what it shows, never both.

enum Seen<Shown: Equatable & Sendable>: Equatable, Sendable {
    case hidden
    case shown(Shown)

    /// What the widget shows, or nil when it is hidden.
    var shown: Shown? {
        if case .shown(let value) = self { value } else { nil }
    }

    /// One row's value in a failure report: `hidden`, or what `describe` says of what is shown.
    func description(_ describe: (Shown) -> String) -> String {
        shown.map(describe) ?? "hidden"
    }
}
