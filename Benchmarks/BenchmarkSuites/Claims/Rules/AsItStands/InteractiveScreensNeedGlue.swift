import Architectures
import BenchmarkCore

extension ClaimCatalogue {
    /// Seed 000, the drawback its authors name: when a screen has many interactions, information
    /// passes back and forth between data controller, view controller and view model, and that
    /// takes much glue code.
    static let interactiveScreensNeedGlue = Claim(
        id: "mvvm-dc-interaction-needs-glue",
        seeds: ["000"],
        statement: "In MVVM-DC an interactive screen needs much glue code.",
        rule: "Per screen, glue lines (glue suite, the feature's glue role) over the interactions the screen offers "
            + "(login: type a username, type a password, tap Log In; the subject list: pull to refresh, select a subject, select "
            + "More, tap Retry). MVVM-DC needs much glue on a screen when its glue per interaction is above the median "
            + "of the other architectures'. True on every screen, false on none, mixed otherwise.",
        judge: judgeInteractionGlue
    )

    private static func judgeInteractionGlue(_ index: FigureIndex) -> Judgement? {
        let mvvmdc = Architecture.mvvmdc.displayName
        var screens: [String] = []
        var above = 0
        var judged = 0
        var parts: [Comparison] = []
        for (feature, interactions) in ScreenInteractions.byFeature {
            let perInteraction = glueFigures(index, "\(feature.rawValue)/glue", "lines").map {
                (architecture: $0.architecture, value: $0.value / Double(interactions.count))
            }
            guard let own = perInteraction.first(where: { $0.architecture == mvvmdc })?.value else { continue }
            let others = perInteraction.filter { $0.architecture != mvvmdc }.map(\.value)
            guard let median = SampleStatistics.percentile(0.5, of: others) else { continue }
            judged += 1
            above += own > median ? 1 : 0
            let weight = Double(interactions.count)
            parts.append(Comparison("MVVM-DC's \(feature.name) glue", own * weight, .above, median * weight,
                                    kind: .codeLines))
            screens.append("\(feature.name) (\(interactions.count) interactions): "
                + perInteraction.map { "\($0.architecture) \(ValueFormatter.format($0.value, unit: ""))" }
                    .joined(separator: ", ")
                + "; the others' median \(ValueFormatter.format(median, unit: ""))")
        }
        guard judged > 0 else { return nil }
        let measured = "Glue lines per interaction, " + screens.joined(separator: "; ")
            + ". MVVM-DC is above the median on \(above) of \(judged) screens."
        let why = "MVVM-DC's glue lines per interaction are above the other architectures' median on \(above) of \(judged) screens."
        var judgement = Judgement.parts(above, of: judged, why: why, measured: measured)
        judgement.margin = Margin(parts: parts)
        return judgement
    }
}
