import Architectures
import BenchmarkCore

extension ClaimCatalogue {
    /// Seed 004: a cell coordinator per reused cell keeps a list's memory flat however long the
    /// list; one per item grows with every item the user scrolls past.
    static let cellCoordinatorsStayFlat = Claim(
        id: "cell-coordinators-keyed-by-cell-stay-flat",
        seeds: ["004"],
        statement: "Cell coordinators keyed by the reused cell keep memory flat; keyed by item they grow with the list.",
        rule: "The cell-coordinators suite, after scrolling each list end to end, at the smallest and the largest size "
            + "measured. Two parts: flat, MVVM's Practice screen as built keeps no more coordinators and theme observers "
            + "at the largest size than at the smallest; grows, the list keyed by item keeps at least one coordinator "
            + "and one theme observer per subject at the largest size. True when both hold, false when neither, mixed "
            + "otherwise. Bytes per subject (heap growth, never gated) are quoted for the same list keyed each way.",
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
        func figure(_ size: Int, _ row: String, _ metric: String) -> Double? {
            index.metric(suite, "\(size)/scrolled", row, metric)?.value
        }
        guard let builtSmall = figure(smallest, mvvm, "coordinators alive"),
              let builtLarge = figure(largest, mvvm, "coordinators alive"),
              let observersSmall = figure(smallest, mvvm, "theme observers alive"),
              let observersLarge = figure(largest, mvvm, "theme observers alive"),
              let itemCoordinators = figure(largest, byItem, "coordinators alive"),
              let itemObservers = figure(largest, byItem, "theme observers alive")
        else { return nil }
        let flat = builtLarge <= builtSmall && observersLarge <= observersSmall
        let grows = itemCoordinators >= Double(largest) && itemObservers >= Double(largest)
        let bytes = [byCell, byItem].compactMap { row in
            figure(largest, row, "bytes per subject").map { "\(row) \(ValueFormatter.format($0, unit: "B"))" }
        }
        let measured = "After scrolling to the end: \(mvvm) as built keeps \(count(builtSmall)) coordinators and "
            + "\(count(observersSmall)) theme observers at \(count(Double(smallest))) subjects, \(count(builtLarge)) and "
            + "\(count(observersLarge)) at \(count(Double(largest))); keyed by item, \(count(itemCoordinators)) and "
            + "\(count(itemObservers)) at \(count(Double(largest)))."
            + (bytes.isEmpty ? "" : " Bytes per subject at \(count(Double(largest))): " + bytes.joined(separator: ", ") + ".")
        return Judgement(verdict: Judgement.parts([flat, grows].filter { $0 }.count, of: 2), measured: measured)
    }
}
