import Architectures
import BenchmarkCore

extension ClaimCatalogue {
    /// Seed 002: choose the architecture by how complex the business is; the heavier patterns cost
    /// more at first and are worth it as the app grows. "Heavier" in numbers: more code lines than
    /// MVC before the trial's new screen. "Pays for itself": the new screen costs it less, against
    /// its own start, than it costs MVC, and the trial's other changes cost it no more than MVC.
    static let heavierPatternsPayOff = Claim(
        id: "heavier-patterns-pay-off",
        seeds: ["002"],
        statement: "The heavier patterns cost more at first and pay for themselves as the app grows.",
        rule: "From the changes suite, per architecture heavier than MVC (more lines than MVC before the trial's new "
            + "screen: post hoc, the third screen, change subject-detail; held out, the fourth, change catalogue-screen): "
            + "the new screen costs it its code lines added over its lines per feature before it (feature lines before ÷ "
            + "features before: the shared code, which no screen owns, left out); the everyday changes (the trial's "
            + "other changes) cost it their code lines changed, summed. It pays for itself when the first is below MVC's "
            + "and the second is at most MVC's. Judged for every heavier architecture that made every change of the "
            + "trial: true when each pays for itself, false when none does, mixed otherwise.",
        judgeTrial: judgePayOff
    )

    /// One architecture's lines at rest before `screen`, the new screen against its earlier ones,
    /// and the everyday changes' total; nil unless it made each of them.
    private static func growthCosts(_ index: FigureIndex, _ name: String, screen: String,
                                    everyday: [String]) -> (atRest: Double, screen: Double, everyday: Double)? {
        guard let atRest = changeFigure(index, screen, name, "lines before"),
              let added = changeFigure(index, screen, name, "code lines added"),
              let featureLines = changeFigure(index, screen, name, "feature lines before"),
              let features = changeFigure(index, screen, name, "features before"), featureLines > 0, features > 0
        else { return nil }
        var total = 0.0
        for change in everyday {
            guard let lines = changeFigure(index, change, name, "code lines changed") else { return nil }
            total += lines
        }
        return (atRest, added / (featureLines / features), total)
    }

    private static func judgePayOff(_ index: FigureIndex, _ trial: ChangeTrial) -> Judgement? {
        judgeChanges(index, trial) { changes in
            guard let screen = trial.newScreen, changes.contains(screen), changes.count > 1 else { return nil }
            let everyday = changes.filter { $0 != screen }
            let costs = index.architectures(in: ChangeCase.suite).compactMap { name in
                growthCosts(index, name, screen: screen, everyday: everyday).map {
                    (name: name, atRest: $0.atRest, screen: $0.screen, everyday: $0.everyday)
                }
            }
            guard let mvc = costs.first(where: { $0.name == Architecture.mvc.displayName }) else { return nil }
            let others = costs.filter { $0.name != mvc.name && $0.atRest > mvc.atRest }
            guard !others.isEmpty else { return nil }
            let paying = others.filter { $0.screen < mvc.screen && $0.everyday <= mvc.everyday }
            let figures = costs.map { "\($0.name) \(count($0.atRest)), \(ratio($0.screen)), \(count($0.everyday))" }
                .joined(separator: "; ")
            let parts = others.map { other in
                Comparison.all([
                    Comparison("\(other.name)'s new screen", other.screen, .below, mvc.screen, kind: .codeLineRatio),
                    Comparison("\(other.name)'s everyday changes", other.everyday, .atMost, mvc.everyday, kind: .codeLines),
                ])
            }
            return Judgement.parts(
                parts,
                why: "\(paying.count) of the \(others.count) architectures with more lines than MVC before \(screen) built it "
                    + "in fewer lines than MVC for their own lines per feature, and the trial's other changes in no more "
                    + "lines than MVC.",
                measured: "Lines before \(screen), the new screen against the earlier ones per feature, and the "
                    + "everyday changes' code lines: \(figures). "
                    + "Paying for itself: " + (paying.isEmpty ? "none" : paying.map(\.name).joined(separator: ", ")) + "."
            )
        }
    }
}
