// Teaches: what a user sees of a text field: its text, its colour, whether it takes typing, and
// whether it masks what it holds.
import ViewKit

struct FieldSnapshot: Equatable, Sendable, CustomStringConvertible {
    var text: String
    var background: Color?
    var enabled: Bool
    var secure: Bool

    var description: String {
        "\(Quote.text(text)) bg=\(background?.rawValue ?? "none") \(enabled ? "enabled" : "disabled")"
            + (secure ? " secure" : "")
    }
}
