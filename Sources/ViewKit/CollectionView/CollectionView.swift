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

    /// How many items the data source last said there are.
    public var numberOfItems: Int {
        UpdateCycle.flush()
        return itemCount
    }
    /// The index of the first item on screen.
    public var firstVisibleIndex: Int {
        UpdateCycle.flush()
        return firstIndex
    }
    // The kit's own reads go to the storage: it never brings the screen up to date mid-change.
    private var itemCount = 0
    private var firstIndex = 0

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
        itemCount = max(0, dataSource?.numberOfItems(in: self) ?? 0)
        firstIndex = clampedFirstIndex(firstIndex)
        for index in window { display(at: index) }
        arrangeCells()
        WidgetChangeProbe.report(self, "cells")
    }

    /// Scrolls the least distance that brings the item on screen. Out-of-range indices are ignored.
    public func scrollToItem(at index: Int) {
        guard (0..<itemCount).contains(index) else { return }
        var first = firstIndex
        if index < first { first = index }
        if index >= first + Self.visibleCapacity { first = index - Self.visibleCapacity + 1 }
        first = clampedFirstIndex(first)
        guard first != firstIndex else { return }
        let old = Set(window)
        firstIndex = first
        let new = Set(window)
        for index in old.subtracting(new).sorted() { endDisplaying(at: index) }
        for index in new.subtracting(old).sorted() { display(at: index) }
        arrangeCells()
        WidgetChangeProbe.report(self, "cells")
    }

    /// The indices of the items on screen, in order.
    public var visibleRange: Range<Int> {
        UpdateCycle.flush()
        return window
    }

    /// The cells on screen with the index each shows, in index order.
    public var visibleCells: [(index: Int, cell: CollectionViewCell)] {
        UpdateCycle.flush()
        return cellsOnScreen
    }

    private var window: Range<Int> {
        firstIndex..<min(itemCount, firstIndex + Self.visibleCapacity)
    }

    private var cellsOnScreen: [(index: Int, cell: CollectionViewCell)] {
        visible.keys.sorted().compactMap { index in visible[index].map { (index, $0) } }
    }

    /// The cell showing the item at `index`, if it is on screen.
    public func cellForItem(at index: Int) -> CollectionViewCell? {
        UpdateCycle.flush()
        return visible[index]
    }

    /// The item index a visible cell shows, if it is on screen.
    public func index(for cell: CollectionViewCell) -> Int? {
        UpdateCycle.flush()
        return visible.first { $0.value === cell }?.key
    }

    /// Tells the delegate the user selected the item; only items on screen can be selected.
    func selectItem(at index: Int) {
        guard visible[index] != nil else { return }
        delegate?.collectionView(self, didSelectItemAt: index)
    }

    private func clampedFirstIndex(_ index: Int) -> Int {
        min(max(0, index), max(0, itemCount - Self.visibleCapacity))
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
        for (_, cell) in cellsOnScreen {
            cell.removeFromSuperview()
            addSubview(cell)
        }
    }

    override public var kindName: String { "Collection" }
    override public var renderedAttributes: [String] {
        ["items=\(numberOfItems)", "first=\(firstVisibleIndex)"] + super.renderedAttributes
    }
}
