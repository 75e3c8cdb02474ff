/// A named colour token. The headless kit has no pixels, so colours are names, as in an asset
/// catalogue; tests and the plain-text rendering compare names, never RGB values.
public enum Color: String, Sendable, CaseIterable {
    case clear
    case white
    case black
    case lightRed
    case lightGray
    case darkGray
    case charcoal
    /// The app's brand colour (UIKit would call it the tint).
    case theme
}
