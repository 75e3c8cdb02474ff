import Architectures
import BenchmarkCore

extension ClaimCatalogue {
    /// Seed 004: a cell coordinator per reused cell keeps a list's memory flat however long the
    /// list; one per item grows with every item the user scrolls past.
    static let cellCoordinatorsStayFlat = Claim(
        id: "cell-coordinators-keyed-by-cell-stay-flat",
        seeds: ["004"],
        statement: "Cell coordinators keyed by the reused cell keep memory flat; keyed by item they grow with the list.",
        rule: "The cell-coordinators suite, at the largest size measured, after the list lands and after it is "
            + "scrolled end to end. Two parts. Objects: MVVM's subject list as built keeps no more coordinators and "
            + "theme observers at the largest size than at the smallest. Memory: the same list of cells, keyed by the "
            + "reused cell, keeps within 10% of its bytes per subject from landing to the end of the scroll, while keyed "
            + "by item it keeps at least half as much again. True when both hold, false when neither, mixed otherwise. "
            + "The list keyed by item keeps one coordinator per item by construction: its object counts are the "
            + "contrast, its bytes the measurement.",
        judge: judgeCellCoordinators
    )

    private static func judgeCellCoordinators(_ index: FigureIndex) -> Judgement? {
        let suite = CellCoordinatorCase.suite
        let sizes = index.caseNames(in: suite).compactMap { name -> Int? in
            name.hasSuffix("/scrolled") ? Int(name.dropLast("/scrolled".count)) : nil
        }.sorted()
        guard let smallest = sizes.first, let largest = sizes.last, smallest < largest else { return nil }
        let mvvm = Architecture.mvvm.displayName
        let byCell = CellKeying.byCell.rawValue
        let byItem = CellKeying.byItem.rawValue
        func figure(_ size: Int, _ phase: String, _ row: String, _ metric: String) -> Double? {
            index.metric(suite, "\(size)/\(phase)", row, metric)?.value
        }
        guard let builtSmall = figure(smallest, "scrolled", mvvm, "coordinators alive"),
              let builtLarge = figure(largest, "scrolled", mvvm, "coordinators alive"),
              let observersSmall = figure(smallest, "scrolled", mvvm, "theme observers alive"),
              let observersLarge = figure(largest, "scrolled", mvvm, "theme observers alive"),
              let itemCoordinators = figure(largest, "scrolled", byItem, "coordinators alive"),
              let cellLanded = figure(largest, "landed", byCell, "bytes per subject"),
              let cellScrolled = figure(largest, "scrolled", byCell, "bytes per subject"),
              let itemLanded = figure(largest, "landed", byItem, "bytes per subject"),
              let itemScrolled = figure(largest, "scrolled", byItem, "bytes per subject")
        else { return nil }
        func bytes(_ value: Double) -> String { ValueFormatter.format(value, unit: "B") }
        let size = count(Double(largest))
        let measured = "After scrolling to the end: \(mvvm) as built keeps \(count(builtSmall)) coordinators and "
            + "\(count(observersSmall)) theme observers at \(count(Double(smallest))) subjects, \(count(builtLarge)) and "
            + "\(count(observersLarge)) at \(size); keyed by item, \(count(itemCoordinators)) coordinators at \(size). "
            + "Bytes per subject at \(size), landed then scrolled: keyed by cell \(bytes(cellLanded)) then "
            + "\(bytes(cellScrolled)); keyed by item \(bytes(itemLanded)) then \(bytes(itemScrolled))."
        let why = "\(mvvm)'s list keeps \(count(builtSmall)) coordinators at \(count(Double(smallest))) subjects and "
            + "\(count(builtLarge)) at \(size); from landing to the end of a scroll, a list keyed by cell goes from "
            + "\(bytes(cellLanded)) to \(bytes(cellScrolled)) a subject, keyed by item from \(bytes(itemLanded)) to \(bytes(itemScrolled))."
        return Judgement.parts([
            Comparison.all([
                Comparison("\(mvvm)'s coordinators at \(size)", builtLarge, .atMost, builtSmall, kind: .exact("coordinators")),
                Comparison("\(mvvm)'s theme observers at \(size)", observersLarge, .atMost, observersSmall,
                           kind: .exact("observers")),
            ]),
            Comparison.all([
                Comparison("keyed by cell, the bytes per subject after scrolling", cellScrolled, .atMost, cellLanded * 1.1,
                           kind: .exact("bytes", whole: false)),
                Comparison("keyed by item, the bytes per subject after scrolling", itemScrolled, .atLeast, itemLanded * 1.5,
                           kind: .exact("bytes", whole: false)),
            ]),
        ], why: why, measured: measured)
    }
}
