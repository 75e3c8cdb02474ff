// Teaches: what a user sees of a button: its title, its colours, and whether it can be tapped.
import ViewKit

struct ButtonSnapshot: Equatable, Sendable, CustomStringConvertible {
    var title: String
    var enabled: Bool
    var background: Color?
    var titleColor: Color?

    var description: String {
        "\(Quote.text(title)) \(enabled ? "enabled" : "disabled") bg=\(background?.rawValue ?? "none")"
            + " title=\(titleColor?.rawValue ?? "none")"
    }
}
