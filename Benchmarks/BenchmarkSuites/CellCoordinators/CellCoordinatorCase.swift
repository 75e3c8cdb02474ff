import Architectures
import BenchmarkCore
import SharedModel
import SharedViews
import ViewKit

/// Seed 004's cell coordinators: what a list keeps per subject when its coordinators are keyed by
/// the reused cell or by the item, after the list lands and after the user scrolls it end to end.
/// Three rows: MVVM's real subject list as built (keyed by cell, counted by reflection,
/// ``MVVMCellCoordinators``), and the benchmark's ``CoordinatedList`` keyed each way, the same list
/// but for the keying. Each row is checked: the last cells show after the scroll, and a theme
/// change recolours every visible cell.
public struct CellCoordinatorCase: BenchmarkCase {
    /// The suite name.
    public nonisolated static let suite = "cell-coordinators"
    /// The sizes measured; a quick run leaves out the largest (``BenchmarkCatalogue/largestSize``).
    public nonisolated static let subjectCounts = [10, 1_000, 100_000]
    /// The moments counted.
    nonisolated static let phases = ["landed", "scrolled"]
    /// MVVM as built, then the benchmark's list keyed each way.
    nonisolated static let rows = [Architecture.mvvm.displayName] + CellKeying.allCases.map(\.rawValue)

    let subjectCount: Int

    /// The case for a list of `subjectCount` subjects.
    public init(subjectCount: Int) {
        self.subjectCount = subjectCount
    }

    public var identity: CaseIdentity {
        CaseIdentity(suite: Self.suite, caseName: "\(subjectCount)")
    }

    /// `cell-coordinators/<count>/<phase>/<row>`.
    public var resultIdentifiers: [String] {
        Self.phases.flatMap { phase in Self.rows.map { "\(Self.suite)/\(subjectCount)/\(phase)/\($0)" } }
    }

    public var note: String? {
        "cell-coordinators: MVVM's subject list as built (its cell coordinators counted by reflection) and the "
            + "benchmark's list of the same cells, coordinators keyed by the reused cell (as MVVM does) or by the item; "
            + "landed = after the list first shows, scrolled = after scrolling page by page to its end. "
            + "coordinators and theme observers alive are counts; bytes per subject = growth of the heap in use "
            + "(glibc's mallinfo2), over the subjects, in the benchmark's process: for the two lists since before their "
            + "items were made, for MVVM since before its screen was made, so its figure also holds what the screen "
            + "read (view models, cells' data) and compares only with itself."
    }

    public func verify() throws(CheckFailure) {
        _ = try measure()
    }

    public func run(with runner: Runner) throws(CheckFailure) -> CaseOutcome {
        let results = try measure().map { row, phase, figures in
            BenchmarkResult(suite: Self.suite, caseName: "\(subjectCount)/\(phase)", architecture: row, metrics: [
                Metric(name: "coordinators alive", value: Double(figures.coordinators), unit: "objects", kind: .deterministic),
                Metric(name: "theme observers alive", value: Double(figures.observers), unit: "observers",
                       kind: .deterministic),
                Metric(name: "bytes per subject", value: figures.bytesPerSubject, unit: "B", kind: .memory),
            ])
        }
        return CaseOutcome(results: results, notes: [])
    }

    /// What one row keeps at one moment; bytes are nil where the heap cannot be read.
    struct Kept {
        var coordinators: Int
        var observers: Int
        var bytesPerSubject: Double?
    }

    /// Every row at both moments, checked.
    func measure() throws(CheckFailure) -> [(row: String, phase: String, kept: Kept)] {
        guard subjectCount > 0 else {
            throw CheckFailure("cell-coordinators: a list of \(subjectCount) subjects")
        }
        var result: [(String, String, Kept)] = []
        result += zip(Self.phases, try measureMVVM()).map { (Self.rows[0], $0, $1) }
        for keying in CellKeying.allCases {
            result += zip(Self.phases, try measureList(keying)).map { (keying.rawValue, $0, $1) }
        }
        return result
    }

    private func perSubject(since start: Int64?) -> Double? {
        guard let start, let now = AllocationCounter.heapBytesInUse() else { return nil }
        return Double(now - start) / Double(subjectCount)
    }

    /// MVVM's real screen: the catalogue lands, then the user scrolls to the end.
    private func measureMVVM() throws(CheckFailure) -> [Kept] {
        let environment = AppEnvironment(scheduler: ImmediateScheduler())
        environment.signIn()
        let catalogues = LandingCatalogues(subjectCount: subjectCount)
        environment.backend.settings = catalogues.settings
        environment.backend.serveCatalogueBody(catalogues.bodies[0])
        let begin = AllocationCounter.heapBytesInUse()
        let screen = Architecture.mvvm.makeSubjectListScreen(environment: environment)
        let subjectList = try SubjectListDriver(host: ScreenHost(root: screen))
        try subjectList.checkLoaded(catalogues.expected[0], theme: .day)
        let landed = try MVVMCellCoordinators.count(in: screen)
        var kept = [Kept(coordinators: landed.coordinators, observers: landed.themeObservers,
                         bytesPerSubject: perSubject(since: begin))]
        try Self.scrollToEnd(subjectList.list)
        let scrolled = try MVVMCellCoordinators.count(in: screen)
        kept.append(Kept(coordinators: scrolled.coordinators, observers: scrolled.themeObservers,
                         bytesPerSubject: perSubject(since: begin)))
        environment.themeStore.apply(.night)
        try Self.checkColours(subjectList.list, theme: .night)
        return kept
    }

    /// The benchmark's list keyed by `keying`: the same subjects, shown, then scrolled to the end.
    private func measureList(_ keying: CellKeying) throws(CheckFailure) -> [Kept] {
        let start = AllocationCounter.heapBytesInUse()
        let items = (1...subjectCount).map { SubjectCellData(kind: .subject(id: $0), title: "Subject \($0)") }
            + [SubjectCellData(kind: .more, title: "More")]
        let list = CoordinatedList(keying: keying)
        list.show(items)
        var kept = [Kept(coordinators: list.coordinators, observers: list.themeObservers,
                         bytesPerSubject: perSubject(since: start))]
        try Self.scrollToEnd(list.collectionView)
        kept.append(Kept(coordinators: list.coordinators, observers: list.themeObservers,
                         bytesPerSubject: perSubject(since: start)))
        list.theme.value = .night
        try Self.checkColours(list.collectionView, theme: .night)
        return kept
    }

    /// Scrolls page by page to the last item, which must then show (the More cell ends every list).
    private static func scrollToEnd(_ list: CollectionView) throws(CheckFailure) {
        let total = list.dataSource?.numberOfItems(in: list) ?? 0
        let page = max(1, list.visibleRange.count)
        var index = 0
        while index < total {
            list.simulateScroll(toItem: index)
            index += page
        }
        list.simulateScroll(toItem: total - 1)
        let last = list.visibleCells.last?.cell.find(SubjectListID.cellTitle, as: Label.self)?.text
        guard last == SpecText.more else {
            throw CheckFailure("the last cell after scrolling to the end shows \(last ?? "nothing"), not \(SpecText.more)")
        }
    }

    /// Every visible cell's title is drawn in `theme`.
    private static func checkColours(_ list: CollectionView, theme: Theme) throws(CheckFailure) {
        let colours = list.visibleCells.compactMap { $0.cell.find(SubjectListID.cellTitle, as: Label.self)?.textColor }
        guard !colours.isEmpty, Set(colours) == [theme.cellTitleColor] else {
            throw CheckFailure("after a theme change the visible cells' titles are \(colours), not all \(theme.cellTitleColor)")
        }
    }
}
