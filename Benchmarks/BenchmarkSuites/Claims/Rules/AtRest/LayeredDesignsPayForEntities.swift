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
            + "that share is 5% or more. Judged on instruction counts where the run counted them (bench --instructions), "
            + "which do not move with the machine's load; on median times otherwise. True when every such architecture "
            + "pays at every size, false when none does at any, mixed otherwise.",
        revised: "2026-11-29: judged on instruction counts where the run has them, rather than on times, which had "
            + "given 6.6% to 8.5% against the 5% edge and flipped between two full runs of the same code. Before: true.",
        judge: judgeEntities
    )

    /// The share of a landing from which the entities count as a price.
    static let entitiesPriceShare = 5.0

    private static func judgeEntities(_ index: FigureIndex) -> Judgement? {
        let figures = LandingPhaseFigures.all(index)
        let counted = !figures.isEmpty
            && figures.allSatisfy { $0.landingInstructions != nil && $0.bytesToDataInstructions != nil }
        /// A figure's landing and first phase: instructions where counted, else nanoseconds.
        func phases(_ figure: LandingPhaseFigures) -> (landing: Double, first: Double) {
            counted ? (figure.landingInstructions ?? 0, figure.bytesToDataInstructions ?? 0) : (figure.landing, figure.bytesToData)
        }
        func amount(_ value: Double) -> String {
            counted ? "\(count(value.rounded())) instructions" : ValueFormatter.format(value, unit: "ns")
        }
        var findings: [String] = []
        var largest: (share: Double, finding: String)?
        var parts: [Comparison] = []
        for subjects in Set(figures.map(\.subjects)).sorted() {
            let atSize = figures.filter { $0.subjects == subjects }
            let oneStep = atSize.filter { $0.reading == .cellsInOneStep }.map { phases($0).first }
            guard let median = SampleStatistics.percentile(0.5, of: oneStep) else { continue }
            for figure in atSize where figure.reading == .entitiesFirst {
                let (landing, first) = phases(figure)
                let extra = first - median
                let share = landing > 0 ? 100 * extra / landing : 0
                // A time share is uncertain by its two times' spreads; a count share by 2% of each count.
                let kind: FigureKind = counted ? .instructionShare
                    : .timeRatio(spread: landing > 0 ? 100 * (figure.bytesToDataSpread + figure.landingSpread) / landing : 0)
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
        let measured = "Entities first, beyond the one-step reading, in " + (counted ? "instructions" : "median times") + ": "
            + findings.joined(separator: "; ")
            + ". \(paying) of \(parts.count) landings pay \(count(entitiesPriceShare))% or more."
        let readers = figures.filter { $0.reading == .entitiesFirst }.map(\.architecture)
        var named: [String] = []
        for name in readers where !named.contains(name) { named.append(name) }
        let why = "Reading entities first cost \(named.joined(separator: " and ")) \(count(entitiesPriceShare))% or more of a "
            + "landing's " + (counted ? "instructions" : "time") + " in \(paying) of \(parts.count) landings"
            + (largest.map { "; the most, \($0.finding)." } ?? ".")
        return Judgement.parts(parts, why: why, measured: measured)
    }
}
