import Architectures
import BenchmarkCore

extension ClaimCatalogue {
    /// Seeds 001 and 004: whatever else it costs, MVC is the architecture with the least code.
    static let mvcFewestLines = Claim(
        id: "mvc-fewest-lines",
        seeds: ["001", "004"],
        statement: "MVC needs the fewest lines of code.",
        rule: "True when MVC's source lines (glue suite, all features and roles) are fewer than every other "
            + "architecture's; tied when the fewest of the others has as many; false otherwise. MVC's glue lines are "
            + "quoted beside it.",
        judge: judgeFewestLines
    )

    private static func judgeFewestLines(_ index: FigureIndex) -> Judgement? {
        let mvcName = Architecture.mvc.displayName
        let lines = glueArchitectures(index).compactMap { name -> (name: String, lines: Double, glue: Double?)? in
            glue(index, "all/all", name).map { (name, $0, glue(index, "all/glue", name)) }
        }
        guard let mvc = lines.first(where: { $0.name == mvcName }) else { return nil }
        let others = lines.filter { $0.name != mvcName }.sorted { $0.lines < $1.lines }
        guard let fewest = others.first, let most = others.last else { return nil }
        let verdict: Judgement.Verdict = mvc.lines < fewest.lines ? .true : mvc.lines == fewest.lines ? .tied : .false
        var measured = "MVC \(count(mvc.lines)) lines; the fewest of the others: \(fewest.name) \(count(fewest.lines)) "
            + "(\(ratio(fewest.lines / mvc.lines))); the most: \(most.name) \(count(most.lines)) (\(ratio(most.lines / mvc.lines)))."
        if let mvcGlue = mvc.glue, lines.allSatisfy({ $0.glue != nil }) {
            let fewestGlue = lines.allSatisfy { $0.name == mvcName || ($0.glue ?? 0) > mvcGlue }
            measured += " Glue lines: MVC \(count(mvcGlue)), " + (fewestGlue ? "the fewest." : "not the fewest.")
        }
        let why = "MVC has \(count(mvc.lines)) source lines; the fewest of the others, \(fewest.name), has \(count(fewest.lines))."
        var judgement = Judgement(verdict: verdict, why: why, measured: measured)
        judgement.margin = Margin(parts: [Comparison("MVC", mvc.lines, .below, fewest.lines, kind: .codeLines)])
        return judgement
    }
}
