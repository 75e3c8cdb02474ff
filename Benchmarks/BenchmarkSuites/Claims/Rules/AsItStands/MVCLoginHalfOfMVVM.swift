import Architectures
import BenchmarkCore

extension ClaimCatalogue {
    /// Seed 001, after building its login on its own binding kit: the same screen in MVC takes about
    /// half the lines.
    static let mvcLoginHalfOfMVVM = Claim(
        id: "mvc-login-half-of-mvvm",
        seeds: ["001"],
        statement: "An MVC login needs about half the lines of the same login in MVVM on a binding kit.",
        rule: "The article counts the login's own code, with the kit as a library beside it: MVC's login lines over "
            + "MVVM's login lines (glue suite, login feature). True from 0.4× to 0.6×, false outside. The ratio with "
            + "MVVM's shared lines (the kit and its entry point) added is quoted, not judged.",
        judge: judgeLoginHalf
    )

    private static func judgeLoginHalf(_ index: FigureIndex) -> Judgement? {
        let mvc = Architecture.mvc.displayName
        let mvvm = Architecture.mvvm.displayName
        guard let mvcLogin = glue(index, "login/all", mvc), let mvvmLogin = glue(index, "login/all", mvvm), mvvmLogin > 0
        else { return nil }
        let share = mvcLogin / mvvmLogin
        var measured = "MVC login \(count(mvcLogin)) lines, MVVM login \(count(mvvmLogin)): \(ratio(share))."
        if let kit = glue(index, "shared/all", mvvm) {
            measured += " With MVVM's \(count(kit)) shared lines (the kit and its entry point): \(ratio(mvcLogin / (mvvmLogin + kit)))."
        }
        let about = (0.4...0.6).contains(share)
        let why = "MVC's login has \(count(mvcLogin)) lines to MVVM's \(count(mvvmLogin)), \(ratio(share)): "
            + (about ? "within" : "outside") + " 0.4× to 0.6×."
        var judgement = Judgement(verdict: about ? .true : .false, why: why, measured: measured)
        judgement.margin = Margin(parts: [Comparison.all([
            Comparison("MVC's login", mvcLogin, .atLeast, 0.4 * mvvmLogin, kind: .codeLines),
            Comparison("MVC's login", mvcLogin, .atMost, 0.6 * mvvmLogin, kind: .codeLines),
        ])])
        return judgement
    }
}
