// Teaches: what a user reads of a label that shows words: the words and the colour they are written
// in. A label that is hidden or empty shows neither (§1), so it has no `TextSnapshot` at all.
import ViewKit

struct TextSnapshot: Equatable, Sendable, CustomStringConvertible {
    var text: String
    var color: Color

    var description: String {
        "\(Quote.text(text)) \(color.rawValue)"
    }
}
