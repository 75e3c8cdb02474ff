/// Supplies a collection view's items. Plays the part of `UICollectionViewDataSource`.
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    func numberOfItems(in collectionView: CollectionView) -> Int
    /// Return a cell from ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)``,
    /// configured for the item at `index`.
    func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell
}
