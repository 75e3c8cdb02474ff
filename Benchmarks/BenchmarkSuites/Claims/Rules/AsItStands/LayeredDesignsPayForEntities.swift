import BenchmarkCore

extension ClaimCatalogue {
    /// Seeds 000 and 003: layered designs hand entities from layer to layer, and pay for making
    /// them. Judged where it shows, a list landing: what reading entities first adds to the landing
    /// of each architecture that does so, against the architectures that reform straight to cells.
    static let layeredDesignsPayForEntities = Claim(
        id: "layered-designs-pay-for-entities",
        seeds: ["000", "003"],
        statement: "Layered designs pay for the entities they pass between layers.",
        rule: "Per list size, for each architecture that reads entities first: its bytes-to-data phase minus the median "
            + "phase of the architectures that read straight to cells, as a share of its whole landing. It pays when "
            + "that share is 5% or more. Judged on instruction counts at every size the run counted (bench --instructions), "
            + "which do not move with the machine's load; on median times at the others. True when every such architecture "
            + "pays at every size, false when none does at any, mixed otherwise.",
        revised: "2026-11-29: judged on instruction counts where the run has them, rather than on times, which had "
            + "given 6.6% to 8.5% against the 5% edge and flipped between two full runs of the same code. Before: true.",
        judge: judgeEntities
    )

    /// The share of a landing from which the entities count as a price.
    static let entitiesPriceShare = 5.0

    private static func judgeEntities(_ index: FigureIndex) -> Judgement? {
        let figures = LandingPhaseFigures.all(index)
        var findings: [String] = []
        var largest: (share: Double, finding: String)?
        var parts: [Comparison] = []
        var sizesCounted = 0
        for subjects in Set(figures.map(\.subjects)).sorted() {
            let atSize = figures.filter { $0.subjects == subjects }
            // A size whose every landing was counted is judged on instructions, which do not move with
            // the machine's load; a size the run did not count (the largest, in a full run) on times.
            let counted = atSize.allSatisfy { $0.landingInstructions != nil && $0.bytesToDataInstructions != nil }
            func phases(_ figure: LandingPhaseFigures) -> (landing: Double, first: Double) {
                counted ? (figure.landingInstructions ?? 0, figure.bytesToDataInstructions ?? 0) : (figure.landing, figure.bytesToData)
            }
            func amount(_ value: Double) -> String {
                counted ? "\(count(value.rounded())) instructions" : ValueFormatter.format(value, unit: "ns")
            }
            let oneStep = atSize.filter { $0.reading == .cellsInOneStep }.map { phases($0).first }
            guard let median = SampleStatistics.percentile(0.5, of: oneStep) else { continue }
            sizesCounted += counted ? 1 : 0
            for figure in atSize where figure.reading == .entitiesFirst {
                let (landing, first) = phases(figure)
                let extra = first - median
                let share = landing > 0 ? 100 * extra / landing : 0
                // A time share is uncertain by its two times' spreads; a count share by 2% of each count.
                let kind: FigureKind = counted ? .instructionShare
                    : .timeShare(spread: landing > 0 ? 100 * (figure.bytesToDataSpread + figure.landingSpread) / landing : 0)
                let label = "\(figure.architecture) at \(count(Double(subjects)))"
                parts.append(Comparison("\(label)'s share", share, .atLeast, entitiesPriceShare, kind: kind))
                if share > largest?.share ?? -.infinity {
                    largest = (share, "\(label), \(ValueFormatter.format(share, unit: "%"))")
                }
                findings.append("\(label): \(amount(extra)) of a \(amount(landing)) landing (\(ValueFormatter.format(share, unit: "%")))")
            }
        }
        guard !parts.isEmpty else { return nil }
        let paying = parts.filter(\.holds).count
        let sizes = Set(figures.map(\.subjects)).count
        let basis = sizesCounted == sizes ? "in instructions" : sizesCounted == 0 ? "in median times"
            : "in instructions where the run counted them, in median times elsewhere"
        let measured = "Entities first, beyond the one-step reading, \(basis): " + findings.joined(separator: "; ")
            + ". \(paying) of \(parts.count) landings pay \(count(entitiesPriceShare))% or more."
        let readers = figures.filter { $0.reading == .entitiesFirst }.map(\.architecture)
        var named: [String] = []
        for name in readers where !named.contains(name) { named.append(name) }
        let why = "Reading entities first cost \(named.joined(separator: " and ")) \(count(entitiesPriceShare))% or more of a "
            + "landing in \(paying) of \(parts.count) landings" + (largest.map { "; the most, \($0.finding)." } ?? ".")
        return Judgement.parts(parts, why: why, measured: measured)
    }
}
