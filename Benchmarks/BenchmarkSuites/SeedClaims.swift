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

    /// "The one-step reformer is cheaper": one-step over two-step time for every shape and size.
    static func oneStepCheaper(_ index: FigureIndex) -> [String]? {
        let suite = ReformerSuite.suite
        var ratios: [(name: String, value: Double)] = []
        var allocationsSaved: [Double] = []
        for caseName in index.caseNames(in: suite) where caseName.hasPrefix("one-step/") {
            guard let ratio = index.metric(suite, caseName, nil, "vs two-step")?.value else { continue }
            let payload = String(caseName.dropFirst("one-step/".count))
            ratios.append((payload, ratio))
            if let one = index.metric(suite, caseName, nil, "allocations per payload")?.value,
               let two = index.metric(suite, "two-step/\(payload)", nil, "allocations per payload")?.value {
                allocationsSaved.append(two - one)
            }
        }
        guard let lowest = ratios.min(by: { $0.value < $1.value }),
              let highest = ratios.max(by: { $0.value < $1.value })
        else { return nil }
        let cheaper = ratios.filter { $0.value < 1 }.count
        let verdict = cheaper == ratios.count ? "true" : cheaper == 0 ? "false" : "mixed"
        var measured = "one-step / two-step time from \(ValueFormatter.format(lowest.value, unit: "×")) (\(lowest.name)) "
            + "to \(ValueFormatter.format(highest.value, unit: "×")) (\(highest.name)); below 1× for \(cheaper) of "
            + "\(ratios.count) payloads."
        if let least = allocationsSaved.min(), let most = allocationsSaved.max() {
            let range = least == most ? count(least) : "\(count(least)) to \(count(most))"
            measured += " The one-step path makes \(range) fewer allocations per payload."
        }
        return ["The one-step reformer is cheaper", verdict, measured]
    }

    private static func count(_ value: Double) -> String {
        ValueFormatter.formatNumber(value)
    }
}
