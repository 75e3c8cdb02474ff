import Architectures
import BenchmarkCore

extension ClaimCatalogue {
    /// Seed 003, weighing MVVM against MVP: binding only saves the glue that protocols would need.
    static let bindingSavesGlue = Claim(
        id: "binding-saves-glue",
        seeds: ["003"],
        statement: "Binding saves glue code over protocols (the flow's clarity, the other half of the claim, is not a figure).",
        rule: "Glue lines of the two screens (the login and subject list features; MVVM's binding kit is shared code and left out) "
            + "of MVVM against MVVM-DC's and MVP's: true when MVVM has fewer than both, false when more than both, mixed "
            + "otherwise.",
        judge: judgeBindingGlue
    )

    private static func judgeBindingGlue(_ index: FigureIndex) -> Judgement? {
        func screensGlue(_ architecture: Architecture) -> Double? {
            guard let login = glue(index, "login/glue", architecture.displayName),
                  let subjectList = glue(index, "subjectList/glue", architecture.displayName) else { return nil }
            return login + subjectList
        }
        guard let mvvm = screensGlue(.mvvm), let mvvmdc = screensGlue(.mvvmdc), let mvp = screensGlue(.mvp) else { return nil }
        let fewer = [mvvmdc, mvp].filter { mvvm < $0 }.count
        let verdict: Judgement.Verdict = fewer == 2 ? .true : [mvvmdc, mvp].allSatisfy({ mvvm > $0 }) ? .false : .mixed
        let measured = "Glue lines of the screens: MVVM \(count(mvvm)), MVVM-DC \(count(mvvmdc)), MVP \(count(mvp))."
        let why = "MVVM's two screens need \(count(mvvm)) glue lines, MVVM-DC's \(count(mvvmdc)) and MVP's \(count(mvp))."
        var judgement = Judgement(verdict: verdict, why: why, measured: measured)
        judgement.margin = Margin(parts: [
            Comparison("MVVM's screens, against MVVM-DC's,", mvvm, .below, mvvmdc, kind: .codeLines),
            Comparison("MVVM's screens, against MVP's,", mvvm, .below, mvp, kind: .codeLines),
        ])
        return judgement
    }
}
