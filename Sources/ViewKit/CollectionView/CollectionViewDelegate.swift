/// Hears what happens to a collection view's items. Plays the part of `UICollectionViewDelegate`;
/// every method has an empty default.
@MainActor
public protocol CollectionViewDelegate: AnyObject {
    func collectionView(_ collectionView: CollectionView, didSelectItemAt index: Int)
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt index: Int)
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt index: Int)
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt index: Int) {}
    public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt index: Int) {}
    public func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt index: Int) {}
}
