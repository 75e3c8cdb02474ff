// Teaches: what a user sees of a button in the navigation bar (§7.3): its title, and whether it can be
// tapped. The bar shows only the top screen's button, so a covered screen's button is not seen at all.

struct BarButtonSnapshot: Equatable, Sendable, CustomStringConvertible {
    var title: String
    var enabled: Bool

    var description: String {
        "\(Quote.text(title)) \(enabled ? "enabled" : "disabled")"
    }
}
