// Teaches: a walk names an item of the list the way a user thinks of it (the first, the last, the
// sixth), so one event fits lists of every length; the model and the real screen resolve it alike.

enum ItemTarget: Hashable, Sendable, CustomStringConvertible {
    case first
    case last
    case index(Int)

    /// The item index in a list of `count` items (-1 for the last of an empty list: no item).
    func resolved(count: Int) -> Int {
        switch self {
        case .first: 0
        case .last: count - 1
        case .index(let index): index
        }
    }

    var description: String {
        switch self {
        case .first: "the first item"
        case .last: "the last item"
        case .index(let index): "item \(index)"
        }
    }
}
