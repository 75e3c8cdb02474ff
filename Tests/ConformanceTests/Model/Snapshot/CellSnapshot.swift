// Teaches: what a user sees of one cell on screen: the item index it stands at, its title, its images
// and its colours.
import ViewKit

struct CellSnapshot: Equatable, Sendable, CustomStringConvertible {
    var index: Int
    var title: String
    var image: String?
    var highlightedImage: String?
    var titleColor: Color?
    var background: Color?

    var description: String {
        "\(Quote.text(title)) [\(image ?? "none") / \(highlightedImage ?? "none")] "
            + "\(titleColor?.rawValue ?? "none") on \(background?.rawValue ?? "none")"
    }
}
