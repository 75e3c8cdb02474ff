// Teaches: what a user sees of the list while it shows: how many items it holds, which come first on
// screen, the cells on screen, and whether its refresh control spins. Of a hidden list a user sees
// none of these, so they live inside `Seen<ListSnapshot>`.

struct ListSnapshot: Equatable, Sendable {
    var itemCount: Int
    var firstVisibleIndex: Int
    /// The refresh control spins: it is refreshing, and it and the list are visible.
    var refreshing: Bool
    var cells: [CellSnapshot]

    var description: String {
        "items=\(itemCount) first=\(firstVisibleIndex) refresh \(refreshing ? "spinning" : "still")"
    }
}
