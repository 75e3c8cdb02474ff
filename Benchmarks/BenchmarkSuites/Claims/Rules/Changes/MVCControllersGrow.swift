import Architectures
import BenchmarkCore

extension ClaimCatalogue {
    /// Seed 002: MVC's view controller takes on every new requirement, so it grows with the app
    /// until it is hard to maintain; MVVM and MVCS exist to stop that. Judged on the file of each
    /// architecture that grew most over a trial's changes, one file's gains summed: the shared code
    /// (MVVM's binding kit, a store's machinery) is no screen's and is left out.
    static let mvcControllersGrow = Claim(
        id: "mvc-controllers-grow",
        seeds: ["002"],
        statement: "MVC's view controllers grow with the app, faster than any file of the other patterns.",
        rule: "Over every change of the trial (changes suite: post hoc, the first five; held out, the three hold-out "
            + "changes), per architecture that made them all: the most code lines one of its feature files gained, each "
            + "file's gains summed across the trial's changes (most-grown file to date, at the trial's last change; "
            + "shared code left out). True when MVC's grew, and by more than every other architecture's; false when "
            + "MVC's did not grow or grew by no more than the others' median; mixed otherwise.",
        judgeTrial: judgeGrowth
    )

    /// Each architecture that made every change of `trial` in the report, with the most code lines
    /// one of its feature files gained over them, in catalogue order; empty without a change.
    static func fileGrowth(_ index: FigureIndex, trial: ChangeTrial = .postHoc) -> [(architecture: String, value: Double)] {
        let changes = trial.changes.filter { ChangeTrial.landed($0, in: index) }
        guard let last = changes.last else { return [] }
        return index.architectures(in: ChangeCase.suite).compactMap { name in
            guard changes.allSatisfy({ changeFigure(index, $0, name, "code lines changed") != nil }),
                  let grown = changeFigure(index, last, name, "most-grown file to date") else { return nil }
            return (name, grown)
        }
    }

    private static func judgeGrowth(_ index: FigureIndex, _ trial: ChangeTrial) -> Judgement? {
        judgeChanges(index, trial) { _ in
            let growth = fileGrowth(index, trial: trial)
            guard let mvc = growth.first(where: { $0.architecture == Architecture.mvc.displayName }) else { return nil }
            let others = growth.filter { $0.architecture != mvc.architecture }.map(\.value)
            guard let median = SampleStatistics.percentile(0.5, of: others), let most = others.max() else { return nil }
            let verdict: Judgement.Verdict = if mvc.value <= 0 || mvc.value <= median {
                .false
            } else if mvc.value > most {
                .true
            } else {
                .mixed
            }
            let leader = growth.filter { $0.architecture != mvc.architecture }.max { $0.value < $1.value }
            let why = "MVC's most-grown file gained \(count(mvc.value)) code lines over the changes"
                + (leader.map { "; the most of the others, \($0.architecture)'s, \(count($0.value)); their median \(count(median))." } ?? ".")
            // The nearest edge that changes the verdict: the others' most (true or mixed), their median
            // (mixed or false).
            let edges = [Comparison("MVC's most-grown file", mvc.value, .above, most, kind: .codeLines),
                         Comparison("MVC's most-grown file", mvc.value, .above, max(median, 0), kind: .codeLines)]
            let nearest = edges.filter { verdict == .mixed || $0.holds == (verdict == .true) }
                .min { $0.closeness < $1.closeness }
            var judgement = Judgement(verdict: verdict, why: why,
                                      measured: "Code lines the most-grown feature file gained over every change: \(counts(growth)); "
                                        + "the others' median \(count(median)).")
            judgement.margin = nearest.flatMap { Margin(parts: [$0]) }
            return judgement
        }
    }
}
