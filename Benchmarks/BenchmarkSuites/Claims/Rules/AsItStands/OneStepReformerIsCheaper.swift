import BenchmarkCore

extension ClaimCatalogue {
    /// Seed 002: a reformer that turns the raw answer straight into what the view shows is cheaper
    /// than reading entities first. Judged as a design: against the two-step path on the same
    /// `JSONReader`, so the only difference is the entities in between; the `JSONDecoder` and
    /// dictionary paths, what an app would otherwise use, are quoted beside it.
    static let oneStepReformerIsCheaper = Claim(
        id: "one-step-reformer-is-cheaper",
        seeds: ["002"],
        statement: "A reformer that turns raw bytes straight into what the view shows is cheaper than one that reads "
            + "entities first.",
        rule: "Per payload, the two-step path on the same JSONReader (bytes to Subject entities to cells) over the "
            + "one-step path (the reformer suite's 'vs one-step' ratio): the one-step path is the cheaper for a payload "
            + "when that ratio is above 1× (the ratio of instruction counts for every payload the run counted, which does not "
            + "move with the machine's load; of median times for the others). True when it is for every payload, false for none, "
            + "mixed otherwise. The "
            + "JSONDecoder and JSONSerialization paths, what an app would otherwise use, are quoted but do not decide: "
            + "they differ in the parser as well as in the design.",
        judge: judgeOneStep
    )

    private static func judgeOneStep(_ index: FigureIndex) -> Judgement? {
        let suite = ReformerSuite.suite
        let deciding = ReformerPath.twoStepReader
        let others = ReformerPath.allCases.filter { $0 != .oneStep }
        let prefix = "\(ReformerPath.oneStep.rawValue)/"
        var ratios: [ReformerPath: [(payload: String, value: Double)]] = [:]
        var allocationsSaved: [ReformerPath: [Double]] = [:]
        var decidingFigures: [(payload: String, time: Metric, instructions: Double?)] = []
        for caseName in index.caseNames(in: suite) where caseName.hasPrefix(prefix) {
            let payload = String(caseName.dropFirst(prefix.count))
            let oneStepAllocations = index.metric(suite, caseName, nil, "allocations per payload")?.value
            for path in others {
                let other = "\(path.rawValue)/\(payload)"
                if let ratio = index.metric(suite, other, nil, ReformerSuite.ratioName)?.value {
                    ratios[path, default: []].append((payload, ratio))
                    if path == deciding, let metric = index.metric(suite, other, nil, ReformerSuite.ratioName) {
                        decidingFigures.append((payload, metric,
                                          index.metric(suite, other, nil, ReformerSuite.ratioName + " in instructions")?.value))
                    }
                }
                if let one = oneStepAllocations, let allocations = index.metric(suite, other, nil, "allocations per payload")?.value {
                    allocationsSaved[path, default: []].append(allocations - one)
                }
            }
        }
        guard !decidingFigures.isEmpty else { return nil }
        // Instruction counts decide for every payload the run counted: they do not move with the
        // machine's load; times decide for the others (a full run leaves the largest uncounted).
        let counted = decidingFigures.filter { $0.instructions != nil }.count
        let parts = decidingFigures.map { figure -> Comparison in
            let time = figure.time.value ?? 0
            let spread = figure.time.spread.map { $0.p90 - ($0.p50 ?? time) } ?? 0
            if let instructions = figure.instructions {
                return Comparison("the instruction ratio on \(figure.payload)", instructions, .above, 1, kind: .instructionRatio)
            }
            return Comparison("the time ratio on \(figure.payload)", time, .above, 1, kind: .timeRatio(spread: spread))
        }
        let payloads = parts.count
        let cheaper = parts.filter(\.holds).count
        var sentences: [String] = []
        for path in others {
            guard let values = ratios[path],
                  let lowest = values.min(by: { $0.value < $1.value }),
                  let highest = values.max(by: { $0.value < $1.value })
            else { continue }
            sentences.append("\(path.rawValue) / one-step time from \(ratio(lowest.value)) (\(lowest.payload)) "
                + "to \(ratio(highest.value)) (\(highest.payload))")
        }
        var measured = sentences.joined(separator: "; ")
            + "; the one-step path is cheaper than \(deciding.rawValue) for \(cheaper) of \(payloads) payloads."
        let allocations = others.compactMap { path -> String? in
            guard let saved = allocationsSaved[path], let least = saved.min(), let most = saved.max() else { return nil }
            return "\(fewerOrMore(least, most)) than \(path.rawValue)"
        }
        if !allocations.isEmpty {
            measured += " Allocations per payload, one-step: " + allocations.joined(separator: ", ") + "."
        }
        let why = "Reading the same bytes, the one-step path is faster than \(deciding.rawValue) on \(cheaper) of \(payloads) payloads"
            + (cheaper == payloads ? ratios[deciding]?.min(by: { $0.value < $1.value }).map { ", by \(ratio($0.value)) at least." } ?? "." : ".")
        let basis = counted == parts.count ? " Decided on instruction counts."
            : counted == 0 ? "" : " Decided on instruction counts for the \(counted) payloads the run counted, on times for the others."
        return Judgement.parts(parts, why: why, measured: measured + basis)
    }

    /// "5 to 10 fewer", "3 more", "between 2 more and 4 fewer": how many fewer allocations the
    /// one-step path makes, from `least` to `most` (negative: more).
    private static func fewerOrMore(_ least: Double, _ most: Double) -> String {
        func range(_ low: Double, _ high: Double) -> String {
            low == high ? count(low) : "\(count(low)) to \(count(high))"
        }
        if least >= 0 {
            return range(least, most) + " fewer"
        }
        if most <= 0 {
            return range(-most, -least) + " more"
        }
        return "between \(count(-least)) more and \(count(most)) fewer"
    }
}
