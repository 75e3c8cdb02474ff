import SharedTestSupport
import Testing
import ViewKit

/// A cell that shows one text item and counts how often it was prepared for reuse.
@MainActor
final class TextCell: CollectionViewCell {
    var item: String?
    private(set) var reuseCount = 0

    override func prepareForReuse() {
        reuseCount += 1
        item = nil
    }
}

/// A data source and delegate over an array of strings, recording every call, and checking that
/// willDisplay and didEndDisplaying pair up.
@MainActor
final class ListSource: CollectionViewDataSource, CollectionViewDelegate {
    static let reuseIdentifier = "text"

    var items: [String]
    private(set) var numberOfItemsCalls = 0
    private(set) var cellRequests: [Int] = []
    private(set) var selected: [Int] = []
    /// Every distinct cell ever handed out.
    private(set) var cellsMade: Set<ObjectIdentifier> = []
    /// The cells between willDisplay and didEndDisplaying, by index.
    private(set) var displayed: [Int: ObjectIdentifier] = [:]
    private(set) var willDisplayCount = 0
    private(set) var didEndDisplayingCount = 0
    /// Broken pairings: a willDisplay for an index already displayed, or an end for one not displayed.
    private(set) var pairingErrors: [String] = []

    init(count: Int) {
        items = (0..<count).map { "item \($0)" }
    }

    func numberOfItems(in collectionView: CollectionView) -> Int {
        numberOfItemsCalls += 1
        return items.count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell {
        cellRequests.append(index)
        let dequeued = collectionView.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier, for: index)
        guard let cell = dequeued as? TextCell else {
            Issue.record("dequeued a \(type(of: dequeued)), expected a TextCell")
            return dequeued
        }
        cell.item = items[index]
        cellsMade.insert(ObjectIdentifier(cell))
        return cell
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt index: Int) {
        selected.append(index)
    }

    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt index: Int) {
        willDisplayCount += 1
        if displayed[index] != nil { pairingErrors.append("willDisplay \(index) twice") }
        displayed[index] = ObjectIdentifier(cell)
    }

    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt index: Int) {
        didEndDisplayingCount += 1
        if displayed[index] != ObjectIdentifier(cell) { pairingErrors.append("didEndDisplaying \(index) without willDisplay") }
        displayed[index] = nil
    }
}

@MainActor
struct CollectionViewTests {
    private func makeList(count: Int, inside parent: View? = nil) -> (CollectionView, ListSource) {
        let collection = CollectionView(identifier: "list")
        collection.register(TextCell.self, forCellWithReuseIdentifier: ListSource.reuseIdentifier)
        let source = ListSource(count: count)
        collection.dataSource = source
        collection.delegate = source
        parent?.addSubview(collection)
        collection.reloadData()
        return (collection, source)
    }

    /// What is wrong with the collection's screen, if anything: every visible cell must show the item
    /// at its index, the window must be right, the cells on screen must be exactly the collection's
    /// cell subviews in index order, and every displayed cell must have had its willDisplay.
    private func consistencyProblems(_ collection: CollectionView, _ source: ListSource) -> [String] {
        var problems: [String] = []
        let count = source.items.count
        if collection.numberOfItems != count {
            problems.append("numberOfItems \(collection.numberOfItems), data source has \(count)")
        }
        if collection.visibleRange.count != min(count, CollectionView.visibleCapacity) {
            problems.append("window \(collection.visibleRange) for \(count) items")
        }
        if collection.visibleCells.map(\.index) != Array(collection.visibleRange) {
            problems.append("cells at \(collection.visibleCells.map(\.index)), window \(collection.visibleRange)")
        }
        for (index, cell) in collection.visibleCells {
            let shown = (cell as? TextCell)?.item
            if !source.items.indices.contains(index) || shown != source.items[index] {
                problems.append("cell at \(index) shows \(shown ?? "nothing")")
            }
            if collection.cellForItem(at: index) !== cell || collection.index(for: cell) != index {
                problems.append("cell at \(index) not found by index or by cell")
            }
        }
        let cellSubviews = collection.subviews.compactMap { $0 as? CollectionViewCell }.map { ObjectIdentifier($0) }
        if cellSubviews != collection.visibleCells.map({ ObjectIdentifier($0.cell) }) {
            problems.append("cell subviews are not the visible cells in order")
        }
        let visible = Dictionary(uniqueKeysWithValues: collection.visibleCells.map { ($0.index, ObjectIdentifier($0.cell)) })
        if source.displayed != visible {
            problems.append("displayed (per willDisplay/didEndDisplaying) at \(source.displayed.keys.sorted())")
        }
        return problems + source.pairingErrors
    }

    private func expectConsistent(
        _ collection: CollectionView, _ source: ListSource, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let problems = consistencyProblems(collection, source)
        #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
    }

    // MARK: The visible window

    @Test("At most 8 cells are on screen", arguments: [0, 1, 7, 8, 9, 100])
    func visibleCapacity(count: Int) {
        let (collection, source) = makeList(count: count)
        #expect(CollectionView.visibleCapacity == 8)
        #expect(collection.visibleCells.count == min(count, 8))
        #expect(collection.firstVisibleIndex == 0)
        expectConsistent(collection, source)
    }

    @Test("Nothing is shown before the first reloadData")
    func nothingBeforeReload() {
        let collection = CollectionView()
        let source = ListSource(count: 3)
        collection.dataSource = source
        #expect(collection.numberOfItems == 0)
        #expect(collection.visibleCells.isEmpty)
        #expect(source.numberOfItemsCalls == 0)
    }

    @Test("reloadData asks the data source for the count and the visible cells again")
    func reloadAsksDataSource() {
        let (collection, source) = makeList(count: 3)
        #expect(source.numberOfItemsCalls == 1)
        #expect(source.cellRequests == [0, 1, 2])
        source.items = ["x", "y", "z", "w"]
        collection.reloadData()
        #expect(source.numberOfItemsCalls == 2)
        #expect(source.cellRequests == [0, 1, 2, 0, 1, 2, 3])
        expectConsistent(collection, source)
    }

    @Test("A negative count from the data source is treated as none")
    func negativeCount() {
        let collection = CollectionView()
        let source = NegativeSource()
        collection.dataSource = source
        collection.reloadData()
        #expect(collection.numberOfItems == 0)
        #expect(collection.visibleCells.isEmpty)
    }

    // MARK: Scrolling and reuse

    @Test("Scrolling moves the least distance that brings the item on screen", arguments: [
        // (scroll to, expected first visible index) from the top of 20 items
        (0, 0), (7, 0), (8, 1), (12, 5), (19, 12),
    ])
    func scrollLeastDistance(target: Int, first: Int) {
        let (collection, source) = makeList(count: 20)
        collection.simulateScroll(toItem: target)
        #expect(collection.firstVisibleIndex == first)
        #expect(collection.visibleRange.contains(target))
        expectConsistent(collection, source)
    }

    @Test("Scrolling back up puts the item at the top")
    func scrollUp() {
        let (collection, source) = makeList(count: 20)
        collection.simulateScroll(toItem: 19)
        collection.simulateScroll(toItem: 10)
        #expect(collection.firstVisibleIndex == 10)
        collection.simulateScroll(toItem: 15)
        #expect(collection.firstVisibleIndex == 10)
        expectConsistent(collection, source)
    }

    @Test("Scrolling to an index out of range does nothing", arguments: [-1, 20, 1_000])
    func scrollOutOfRange(target: Int) {
        let (collection, source) = makeList(count: 20)
        collection.simulateScroll(toItem: 5)
        let requests = source.cellRequests
        collection.simulateScroll(toItem: target)
        #expect(collection.firstVisibleIndex == 0)
        #expect(source.cellRequests == requests)
    }

    @Test("Scrolling asks only for the items that come on screen")
    func scrollAsksOnlyForNewItems() {
        let (collection, source) = makeList(count: 20)
        collection.simulateScroll(toItem: 10)
        #expect(source.cellRequests == Array(0..<8) + [8, 9, 10])
        #expect(source.willDisplayCount == 11)
        #expect(source.didEndDisplayingCount == 3)
    }

    @Test("Cells that leave the screen are reused, after prepareForReuse, for the items that come on")
    func reuseAfterScrolling() {
        let (collection, source) = makeList(count: 100)
        let firstCells = Set(collection.visibleCells.map { ObjectIdentifier($0.cell) })
        #expect(collection.visibleCells.allSatisfy { ($0.cell as? TextCell)?.reuseCount == 0 })

        collection.simulateScroll(toItem: 99)
        let lastCells = Set(collection.visibleCells.map { ObjectIdentifier($0.cell) })
        #expect(lastCells == firstCells)
        #expect(collection.visibleCells.allSatisfy { ($0.cell as? TextCell)?.reuseCount == 1 })
        #expect(source.cellsMade.count == 8)
        expectConsistent(collection, source)

        for target in stride(from: 0, to: 100, by: 3) { collection.simulateScroll(toItem: target) }
        #expect(source.cellsMade.count == 8)
        expectConsistent(collection, source)
    }

    @Test("reloadData reuses the cells it takes off screen")
    func reuseAfterReload() {
        let (collection, source) = makeList(count: 8)
        collection.reloadData()
        collection.reloadData()
        #expect(source.cellsMade.count == 8)
        #expect(collection.visibleCells.allSatisfy { ($0.cell as? TextCell)?.reuseCount == 2 })
    }

    @Test("dequeue makes a new cell of the registered class when the pool is empty")
    func dequeueMakesNew() {
        let collection = CollectionView()
        collection.register(TextCell.self, forCellWithReuseIdentifier: "a")
        let first = collection.dequeueReusableCell(withReuseIdentifier: "a", for: 0)
        let second = collection.dequeueReusableCell(withReuseIdentifier: "a", for: 1)
        #expect(first is TextCell)
        #expect(first !== second)
        #expect(first.reuseIdentifier == "a")
    }

    @Test("Reuse pools are kept per reuse identifier")
    func poolsPerIdentifier() {
        let collection = CollectionView()
        collection.register(TextCell.self, forCellWithReuseIdentifier: "a")
        collection.register(OtherCell.self, forCellWithReuseIdentifier: "b")
        let source = MixedSource()
        collection.dataSource = source
        source.identifiers = ["a", "b", "a"]
        collection.reloadData()
        source.identifiers = ["b", "b", "b"]
        collection.reloadData()
        #expect(collection.visibleCells.allSatisfy { $0.cell is OtherCell && $0.cell.reuseIdentifier == "b" })
    }

    // MARK: Random mix

    @Test("After a seeded random mix of scrolls, reloads and count changes, every visible cell shows its item",
          arguments: [UInt64(1), 42, 2_024, 0xDEAD_BEEF])
    func randomMix(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let (collection, source) = makeList(count: 20)
        var generation = 0
        for step in 0..<400 {
            var action = ""
            switch random.below(4) {
            case 0, 1:
                // Scroll, sometimes out of range.
                let target = random.below(source.items.count + 4) - 2
                action = "scroll to \(target)"
                collection.simulateScroll(toItem: target)
            case 2:
                // New items, a new count, then reload.
                generation += 1
                source.items = (0..<random.below(41)).map { "g\(generation) item \($0)" }
                action = "reload with \(source.items.count) new items"
                collection.reloadData()
            default:
                // Same count, changed contents, then reload.
                generation += 1
                source.items = source.items.indices.map { "g\(generation) item \($0)" }
                action = "reload with changed contents"
                collection.reloadData()
            }
            let problems = consistencyProblems(collection, source)
            #expect(problems.isEmpty, "step \(step), \(action): \(problems)")
            #expect(source.cellsMade.count <= CollectionView.visibleCapacity, "step \(step), \(action)")
            // The first broken step says it all; the rest would only repeat it.
            if !problems.isEmpty || source.cellsMade.count > CollectionView.visibleCapacity { break }
        }
    }

    @Test("After the list shrinks below the window, the window moves back into range")
    func shrinkClampsWindow() {
        let (collection, source) = makeList(count: 30)
        collection.simulateScroll(toItem: 29)
        #expect(collection.firstVisibleIndex == 22)
        source.items = Array(source.items.prefix(10))
        collection.reloadData()
        #expect(collection.firstVisibleIndex == 2)
        expectConsistent(collection, source)
        source.items = []
        collection.reloadData()
        #expect(collection.firstVisibleIndex == 0)
        expectConsistent(collection, source)
    }

    // MARK: Display pairing

    @Test("willDisplay and didEndDisplaying pair up, cell for cell")
    func displayPairing() {
        let (collection, source) = makeList(count: 30)
        collection.simulateScroll(toItem: 29)
        collection.simulateScroll(toItem: 0)
        source.items.removeLast(25)
        collection.reloadData()
        #expect(source.pairingErrors.isEmpty)
        #expect(source.willDisplayCount - source.didEndDisplayingCount == collection.visibleCells.count)
        expectConsistent(collection, source)
    }

    // MARK: Selection

    @Test("Only an item on screen can be selected")
    func selectVisibleOnly() {
        let (collection, source) = makeList(count: 20)
        collection.simulateSelectItem(at: 3)
        collection.simulateSelectItem(at: 15)
        collection.simulateSelectItem(at: -1)
        collection.simulateSelectItem(at: 20)
        #expect(source.selected == [3])
        collection.simulateScroll(toItem: 15)
        collection.simulateSelectItem(at: 15)
        collection.simulateSelectItem(at: 3)
        #expect(source.selected == [3, 15])
    }

    @Test("A hidden collection, or one in a hidden parent, neither selects nor scrolls", arguments: [false, true])
    func hiddenCollection(hideParent: Bool) {
        let parent = View()
        let (collection, source) = makeList(count: 20, inside: parent)
        if hideParent { parent.isHidden = true } else { collection.isHidden = true }
        collection.simulateSelectItem(at: 0)
        collection.simulateScroll(toItem: 19)
        #expect(source.selected.isEmpty)
        #expect(collection.firstVisibleIndex == 0)
    }

    // MARK: Pull to refresh

    @Test("Pull to refresh sends valueChanged once, and not again until refreshing ends")
    func pullToRefresh() {
        let (collection, _) = makeList(count: 3)
        let refresh = RefreshControl()
        collection.refreshControl = refresh
        var pulls = 0
        refresh.addAction(for: .valueChanged) { pulls += 1 }

        collection.simulatePullToRefresh()
        #expect(pulls == 1)
        #expect(refresh.isRefreshing)
        collection.simulatePullToRefresh()
        #expect(pulls == 1)

        refresh.endRefreshing()
        collection.simulatePullToRefresh()
        #expect(pulls == 2)
    }

    @Test("Pulling does nothing without a refresh control, with a disabled one, or on a hidden list")
    func pullBlocked() {
        let (collection, _) = makeList(count: 3)
        collection.simulatePullToRefresh()

        let refresh = RefreshControl()
        collection.refreshControl = refresh
        var pulls = 0
        refresh.addAction(for: .valueChanged) { pulls += 1 }
        refresh.isEnabled = false
        collection.simulatePullToRefresh()
        #expect(!refresh.isRefreshing)
        refresh.isEnabled = true
        collection.isHidden = true
        collection.simulatePullToRefresh()
        #expect(!refresh.isRefreshing)
        #expect(pulls == 0)
    }

    @Test("The refresh control lives in the collection; replacing it removes the old one")
    func refreshControlInTree() {
        let (collection, _) = makeList(count: 3)
        let first = RefreshControl(identifier: "first")
        collection.refreshControl = first
        #expect(first.superview === collection)
        let second = RefreshControl(identifier: "second")
        collection.refreshControl = second
        #expect(first.superview == nil)
        #expect(collection.find("first") == nil)
        #expect(collection.find("second") === second)
        collection.reloadData()
        #expect(collection.find("second") === second)
        collection.refreshControl = nil
        #expect(second.superview == nil)
    }

    // MARK: Ownership

    @Test("The data source and the delegate are held weakly")
    func weakDataSourceAndDelegate() {
        let collection = CollectionView()
        collection.register(TextCell.self, forCellWithReuseIdentifier: ListSource.reuseIdentifier)
        weak var weakSource: ListSource?
        do {
            let source = ListSource(count: 5)
            weakSource = source
            collection.dataSource = source
            collection.delegate = source
            collection.reloadData()
            #expect(collection.visibleCells.count == 5)
        }
        #expect(weakSource == nil)
        #expect(collection.dataSource == nil)
        #expect(collection.delegate == nil)
        collection.reloadData()
        #expect(collection.numberOfItems == 0)
        #expect(collection.visibleCells.isEmpty)
    }
}

/// A data source that reports a negative count.
@MainActor
private final class NegativeSource: CollectionViewDataSource {
    func numberOfItems(in collectionView: CollectionView) -> Int { -3 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell {
        Issue.record("asked for a cell at \(index) with a negative count")
        return CollectionViewCell(reuseIdentifier: "none")
    }
}

/// A second cell class.
@MainActor
private final class OtherCell: CollectionViewCell {}

/// A data source whose items use the reuse identifiers it is given.
@MainActor
private final class MixedSource: CollectionViewDataSource {
    var identifiers: [String] = []
    func numberOfItems(in collectionView: CollectionView) -> Int { identifiers.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: identifiers[index], for: index)
    }
}
