import Architectures
import BenchmarkCore

extension ClaimCatalogue {
    /// Seed 002, on growth: the heavier patterns are worth it as the app grows, because what they
    /// laid down for the first screens makes the next ones cheaper. Measured the only way the
    /// changes allow, by growth twice: the third screen (`subject-detail`, post hoc) and the fourth
    /// (`catalogue-screen`, held out), each set against what the same screen cost MVC. Written
    /// before the fourth screen existed in any architecture, so it is judged held out only.
    static let newScreensCostHeavierPatternsLess = Claim(
        id: "new-screens-cost-heavier-patterns-less",
        seeds: ["002"],
        statement: "As the app grows, a new screen costs the heavier patterns less, set against what it costs MVC.",
        rule: "The third screen (change subject-detail, the post hoc new screen) and the fourth (change catalogue-screen, "
            + "the held-out one), from the changes suite: per architecture heavier than MVC (more lines than MVC before "
            + "the third screen), each screen's code lines added over MVC's for the same screen. It catches up when that "
            + "ratio is lower for the fourth screen than for the third. True when every heavier architecture that made "
            + "both screens catches up, false when none does, mixed otherwise. Judged held out only: it needs the fourth "
            + "screen.",
        judgeTrial: judgeCatchingUp
    )

    private static func judgeCatchingUp(_ index: FigureIndex, _ trial: ChangeTrial) -> Judgement? {
        guard let third = ChangeTrial.postHoc.newScreen else { return nil }
        guard trial != .postHoc else {
            guard !index.architectures(in: ChangeCase.suite).isEmpty else { return nil }
            return Judgement(verdict: .undecided,
                             why: "Judged held out only: the rule sets the fourth screen, a hold-out change, against the third.",
                             measured: "No figures: the post hoc changes add one new screen.")
        }
        return judgeChange(index, trial, trial.newScreen, kind: "a new screen") { fourth in
            func added(_ change: String, _ name: String) -> Double? { changeFigure(index, change, name, "code lines added") }
            let mvc = Architecture.mvc.displayName
            guard let mvcBefore = changeFigure(index, third, mvc, "lines before"),
                  let mvcThird = added(third, mvc), let mvcFourth = added(fourth, mvc), mvcThird > 0, mvcFourth > 0
            else { return nil }
            let ratios = index.architectures(in: ChangeCase.suite).compactMap { name -> (name: String, third: Double, fourth: Double)? in
                guard name != mvc, let before = changeFigure(index, third, name, "lines before"), before > mvcBefore,
                      let thirdLines = added(third, name), let fourthLines = added(fourth, name) else { return nil }
                return (name, thirdLines / mvcThird, fourthLines / mvcFourth)
            }
            guard !ratios.isEmpty else { return nil }
            let catching = ratios.filter { $0.fourth < $0.third }
            let figures = ratios.map { "\($0.name) \(ratio($0.third)) then \(ratio($0.fourth))" }.joined(separator: ", ")
            return Judgement.parts(
                ratios.map { Comparison("\($0.name)'s fourth screen", $0.fourth, .below, $0.third, kind: .codeLineRatio) },
                why: "\(catching.count) of the \(ratios.count) architectures heavier than MVC built the fourth screen for less, "
                    + "against MVC's, than the third.",
                measured: "Code lines added for the third screen (\(third)) and the fourth (\(fourth)), each over MVC's "
                    + "(\(count(mvcThird)) and \(count(mvcFourth))): \(figures)."
            )
        }
    }
}
