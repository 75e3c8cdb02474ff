/// A reusable cell of a collection view. Plays the part of `UICollectionViewCell`.
///
/// The collection view creates cells from a registered class and hands the same instances out again
/// as the user scrolls, so a cell must never assume it still shows the item it was first given.
@MainActor
open class CollectionViewCell: View {
    public let reuseIdentifier: String

    public required init(reuseIdentifier: String) {
        self.reuseIdentifier = reuseIdentifier
        super.init()
    }

    /// Called when the cell is about to be handed out again; reset per-item state here.
    open func prepareForReuse() {}

    override open var kindName: String { "Cell" }
}
