import Architectures
import BenchmarkCore

extension ClaimCatalogue {
    /// Seed 000: in MVVM without binding, with data controllers, the view controller keeps nothing
    /// but the glue between its view, its view models and its data controller.
    static let controllerIsOnlyGlue = Claim(
        id: "mvvm-dc-controller-is-glue",
        seeds: ["000"],
        statement: "In MVVM-DC the view controller is only glue.",
        rule: "The glue share of the view controllers (glue suite: glue lines over lines of the files named "
            + "…ViewController). Two parts: MVVM-DC's is above half, and it is the highest of every architecture counted. "
            + "True when both hold, mixed when one does, false when neither. The article's second half, that an "
            + "interactive screen needs much glue, is mvvm-dc-interaction-needs-glue.",
        judge: judgeControllerGlue
    )

    private static func judgeControllerGlue(_ index: FigureIndex) -> Judgement? {
        let shares = glueFigures(index, "all/all", "view controller glue share")
        let mvvmdc = Architecture.mvvmdc.displayName
        guard let share = shares.first(where: { $0.architecture == mvvmdc })?.value else { return nil }
        let aboveHalf = share > 50
        let highest = shares.allSatisfy { $0.architecture == mvvmdc || $0.value < share }
        let measured = "View controllers' glue share: " + percentages(shares) + "."
        let leader = shares.filter { $0.architecture != mvvmdc }.max { $0.value < $1.value }
        let why = "MVVM-DC's view controllers are \(percent(share)) glue"
            + (leader.map { "; the highest of the others, \($0.architecture)'s, \(percent($0.value))." } ?? ".")
        var judgement = Judgement.parts([aboveHalf, highest].filter { $0 }.count, of: 2, why: why, measured: measured)
        let subject = "MVVM-DC's view controllers' glue share"
        judgement.margin = Margin(parts: [Comparison(subject, share, .above, 50, kind: .lineShare)]
            + (leader.map { [Comparison(subject + " against \($0.architecture)'s", share, .above, $0.value, kind: .lineShare)] } ?? []))
        return judgement
    }
}
