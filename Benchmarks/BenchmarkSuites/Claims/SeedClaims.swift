import BenchmarkCore

/// The project's two seed claims, each judged by the figures of the report it is rendered from, so
/// that the verdict and the numbers quoted with it are never typed by hand.
enum SeedClaims {
    /// A table of the claims the report has figures for, or `nil` for none.
    static func section(_ index: FigureIndex) -> ReportSection? {
        let rows = [fewestLines(index), oneStepCheaper(index)].compactMap { $0 }
        guard !rows.isEmpty else { return nil }
        return ReportSection(
            title: "Seed claims, as measured",
            caption: "Verdicts computed from the figures above.",
            table: TextTable(headers: ["Claim", "Verdict", "What was measured"], alignments: [.left, .left, .left], rows: rows)
        )
    }

    /// "MVC needs the fewest lines": MVC's source lines against every other architecture's.
    static func fewestLines(_ index: FigureIndex) -> [String]? {
        let suite = GlueCase.suite
        let lines = index.architectures(in: suite).compactMap { architecture -> (name: String, lines: Double, glue: Double?)? in
            guard let value = index.metric(suite, "all/all", architecture, "lines")?.value else { return nil }
            return (architecture, value, index.metric(suite, "all/glue", architecture, "lines")?.value)
        }
        guard let mvc = lines.first(where: { $0.name == "MVC" }), lines.count > 1 else { return nil }
        let others = lines.filter { $0.name != "MVC" }.sorted { $0.lines < $1.lines }
        guard let fewest = others.first, let most = others.last else { return nil }
        let verdict = mvc.lines < fewest.lines ? "true" : mvc.lines == fewest.lines ? "tied" : "false"
        func ratio(_ value: Double) -> String {
            ValueFormatter.format(value / mvc.lines, unit: "×")
        }
        var measured = "MVC \(count(mvc.lines)) lines; the fewest of the others: \(fewest.name) \(count(fewest.lines)) "
            + "(\(ratio(fewest.lines))); the most: \(most.name) \(count(most.lines)) (\(ratio(most.lines)))."
        let glue = lines.compactMap { entry in entry.glue.map { (entry.name, $0) } }
        if let mvcGlue = mvc.glue, glue.count == lines.count {
            let fewestGlue = glue.allSatisfy { $0.0 == "MVC" || $0.1 > mvcGlue }
            measured += " Glue lines: MVC \(count(mvcGlue)), " + (fewestGlue ? "the fewest." : "not the fewest.")
        }
        return ["MVC needs the fewest lines", verdict, measured]
    }

    /// "The one-step reformer is cheaper": every other path's time over the one-step path's (the
    /// `vs one-step` ratio of that path's result), payload by payload. The claim holds for a payload
    /// when every other path measured on it took longer (a ratio above 1×).
    static func oneStepCheaper(_ index: FigureIndex) -> [String]? {
        let suite = ReformerSuite.suite
        let others = ReformerPath.allCases.filter { $0 != .oneStep }
        let prefix = "\(ReformerPath.oneStep.rawValue)/"
        var ratios: [ReformerPath: [(payload: String, value: Double)]] = [:]
        var allocationsSaved: [ReformerPath: [Double]] = [:]
        var payloads = 0
        var cheaper = 0
        for caseName in index.caseNames(in: suite) where caseName.hasPrefix(prefix) {
            let payload = String(caseName.dropFirst(prefix.count))
            let oneStepAllocations = index.metric(suite, caseName, nil, "allocations per payload")?.value
            var payloadRatios: [Double] = []
            for path in others {
                let other = "\(path.rawValue)/\(payload)"
                if let ratio = index.metric(suite, other, nil, ReformerSuite.ratioName)?.value {
                    ratios[path, default: []].append((payload, ratio))
                    payloadRatios.append(ratio)
                }
                if let one = oneStepAllocations, let allocations = index.metric(suite, other, nil, "allocations per payload")?.value {
                    allocationsSaved[path, default: []].append(allocations - one)
                }
            }
            guard !payloadRatios.isEmpty else { continue }
            payloads += 1
            if payloadRatios.allSatisfy({ $0 > 1 }) {
                cheaper += 1
            }
        }
        guard payloads > 0 else { return nil }
        let verdict = cheaper == payloads ? "true" : cheaper == 0 ? "false" : "mixed"
        var sentences: [String] = []
        for path in others {
            guard let values = ratios[path],
                  let lowest = values.min(by: { $0.value < $1.value }),
                  let highest = values.max(by: { $0.value < $1.value })
            else { continue }
            sentences.append("\(path.rawValue) / one-step time from \(ValueFormatter.format(lowest.value, unit: "×")) "
                + "(\(lowest.payload)) to \(ValueFormatter.format(highest.value, unit: "×")) (\(highest.payload))")
        }
        var measured = sentences.joined(separator: "; ")
            + "; the one-step path is the cheapest for \(cheaper) of \(payloads) payloads."
        let allocations = others.compactMap { path -> String? in
            guard let saved = allocationsSaved[path], let least = saved.min(), let most = saved.max() else { return nil }
            return "\(fewerOrMore(least, most)) than \(path.rawValue)"
        }
        if !allocations.isEmpty {
            measured += " Allocations per payload, one-step: " + allocations.joined(separator: ", ") + "."
        }
        return ["The one-step reformer is cheaper", verdict, measured]
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

    private static func count(_ value: Double) -> String {
        ValueFormatter.formatNumber(value)
    }
}
