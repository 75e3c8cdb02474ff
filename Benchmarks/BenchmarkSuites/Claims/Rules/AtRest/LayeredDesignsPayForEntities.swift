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
            + "that share is 5% or more. True when every such architecture pays at every size, false when none does at "
            + "any, mixed otherwise.",
        judge: judgeEntities
    )

    /// The share of a landing from which the entities count as a price.
    static let entitiesPriceShare = 5.0

    private static func judgeEntities(_ index: FigureIndex) -> Judgement? {
        let figures = LandingPhaseFigures.all(index)
        var findings: [String] = []
        var largest: (share: Double, finding: String)?
        var paying = 0
        var judged = 0
        for subjects in Set(figures.map(\.subjects)).sorted() {
            let atSize = figures.filter { $0.subjects == subjects }
            let oneStep = atSize.filter { $0.reading == .cellsInOneStep }.map(\.bytesToData)
            guard let median = SampleStatistics.percentile(0.5, of: oneStep) else { continue }
            for figure in atSize where figure.reading == .entitiesFirst {
                let extra = figure.bytesToData - median
                let share = figure.landing > 0 ? 100 * extra / figure.landing : 0
                judged += 1
                paying += share >= entitiesPriceShare ? 1 : 0
                if share > largest?.share ?? -.infinity {
                    largest = (share, "\(figure.architecture) at \(count(Double(subjects))), \(ValueFormatter.format(share, unit: "%"))")
                }
                findings.append("\(figure.architecture) at \(count(Double(subjects))): "
                    + "\(ValueFormatter.format(extra, unit: "ns")) of a \(ValueFormatter.format(figure.landing, unit: "ns")) "
                    + "landing (\(ValueFormatter.format(share, unit: "%")))")
            }
        }
        guard judged > 0 else { return nil }
        let measured = "Entities first, beyond the one-step reading: " + findings.joined(separator: "; ")
            + ". \(paying) of \(judged) landings pay \(count(entitiesPriceShare))% or more."
        let readers = figures.filter { $0.reading == .entitiesFirst }.map(\.architecture)
        var named: [String] = []
        for name in readers where !named.contains(name) { named.append(name) }
        let why = "Reading entities first cost \(named.joined(separator: " and ")) \(count(entitiesPriceShare))% or more of a "
            + "landing in \(paying) of \(judged) landings" + (largest.map { "; the most, \($0.finding)." } ?? ".")
        return Judgement.parts(paying, of: judged, why: why, measured: measured)
    }
}
