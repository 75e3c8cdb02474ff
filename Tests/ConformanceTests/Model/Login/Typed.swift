// Teaches: typing replaces a field's whole text (§1), and typing the very text the field already
// holds is still typing (§2.3: it touches the field and clears the login's answer).

/// What the user types into a field.
enum Typed: Hashable, Sendable, CustomStringConvertible {
    /// This text, replacing whatever the field held.
    case text(String)
    /// The text the field already holds, typed again.
    case sameAgain

    func resolved(current: String) -> String {
        switch self {
        case .text(let text): text
        case .sameAgain: current
        }
    }

    var description: String {
        switch self {
        case .text(let text): Quote.sample(text)
        case .sameAgain: "the same text again"
        }
    }
}
