/// A scrolling list of cells with reuse. Plays the part of `UICollectionView` with one section.
///
/// At most ``visibleCapacity`` cells are on screen at a time: the window of items starting at
/// ``firstVisibleIndex``. Cells that leave the window go to a reuse pool and come back, through
/// ``dequeueReusableCell(withReuseIdentifier:for:)``, for other items. The data source and delegate
/// are held weakly, as in UIKit.
@MainActor
public final class CollectionView: View {
    /// How many cells fit on screen at once.
    public static let visibleCapacity = 8

    public weak var dataSource: (any CollectionViewDataSource)?
    public weak var delegate: (any CollectionViewDelegate)?

    /// Pull-to-refresh, if the owner installs one.
    public var refreshControl: RefreshControl? {
        didSet {
            oldValue?.removeFromSuperview()
            if let refreshControl { addSubview(refreshControl) }
        }
    }

    public private(set) var numberOfItems = 0
    /// The index of the first item on screen.
    public private(set) var firstVisibleIndex = 0

    private var cellClasses: [String: CollectionViewCell.Type] = [:]
    private var reusePool: [String: [CollectionViewCell]] = [:]
    private var visible: [Int: CollectionViewCell] = [:]

    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
    }

    /// A cell for the item at `index`: one from the reuse pool (after ``CollectionViewCell/prepareForReuse()``)
    /// or a new one of the registered class. Asking for an unregistered identifier is a programming
    /// error, as in UIKit.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for index: Int) -> CollectionViewCell {
        if var pool = reusePool[identifier], let cell = pool.popLast() {
            reusePool[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = cellClasses[identifier] else {
            preconditionFailure("No cell class registered for reuse identifier '\(identifier)'")
        }
        return cellClass.init(reuseIdentifier: identifier)
    }

    /// Asks the data source again for everything and redraws the visible window.
    public func reloadData() {
        for index in visible.keys.sorted() { endDisplaying(at: index) }
        numberOfItems = max(0, dataSource?.numberOfItems(in: self) ?? 0)
        firstVisibleIndex = clampedFirstIndex(firstVisibleIndex)
        for index in visibleRange { display(at: index) }
        arrangeCells()
        WidgetChangeProbe.report(self, "cells")
    }

    /// Scrolls the least distance that brings the item on screen. Out-of-range indices are ignored.
    public func scrollToItem(at index: Int) {
        guard (0..<numberOfItems).contains(index) else { return }
        var first = firstVisibleIndex
        if index < first { first = index }
        if index >= first + Self.visibleCapacity { first = index - Self.visibleCapacity + 1 }
        first = clampedFirstIndex(first)
        guard first != firstVisibleIndex else { return }
        let old = Set(visibleRange)
        firstVisibleIndex = first
        let new = Set(visibleRange)
        for index in old.subtracting(new).sorted() { endDisplaying(at: index) }
        for index in new.subtracting(old).sorted() { display(at: index) }
        arrangeCells()
        WidgetChangeProbe.report(self, "cells")
    }

    /// The indices of the items on screen, in order.
    public var visibleRange: Range<Int> {
        firstVisibleIndex..<min(numberOfItems, firstVisibleIndex + Self.visibleCapacity)
    }

    /// The cells on screen with the index each shows, in index order.
    public var visibleCells: [(index: Int, cell: CollectionViewCell)] {
        visible.keys.sorted().compactMap { index in visible[index].map { (index, $0) } }
    }

    /// The cell showing the item at `index`, if it is on screen.
    public func cellForItem(at index: Int) -> CollectionViewCell? { visible[index] }

    /// The item index a visible cell shows, if it is on screen.
    public func index(for cell: CollectionViewCell) -> Int? {
        visible.first { $0.value === cell }?.key
    }

    /// Tells the delegate the user selected the item; only items on screen can be selected.
    func selectItem(at index: Int) {
        guard visible[index] != nil else { return }
        delegate?.collectionView(self, didSelectItemAt: index)
    }

    private func clampedFirstIndex(_ index: Int) -> Int {
        min(max(0, index), max(0, numberOfItems - Self.visibleCapacity))
    }

    private func display(at index: Int) {
        guard let dataSource else { return }
        let cell = dataSource.collectionView(self, cellForItemAt: index)
        visible[index] = cell
        delegate?.collectionView(self, willDisplay: cell, forItemAt: index)
    }

    private func endDisplaying(at index: Int) {
        guard let cell = visible.removeValue(forKey: index) else { return }
        cell.removeFromSuperview()
        reusePool[cell.reuseIdentifier, default: []].append(cell)
        delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: index)
    }

    private func arrangeCells() {
        for (_, cell) in visibleCells {
            cell.removeFromSuperview()
            addSubview(cell)
        }
    }

    override public var kindName: String { "Collection" }
    override public var renderedAttributes: [String] {
        ["items=\(numberOfItems)", "first=\(firstVisibleIndex)"] + super.renderedAttributes
    }
}
