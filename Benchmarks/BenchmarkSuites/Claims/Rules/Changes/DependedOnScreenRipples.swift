import Architectures
import BenchmarkCore

extension ClaimCatalogue {
    /// Seeds 002 and 003: when a screen other features open changes what it needs, every feature
    /// that opens it must change too, unless the calls go through a mediator (002), a router (003) or
    /// a coordinator. Judged on a trial's change to a depended-on screen: none of the post hoc changes
    /// is one (all-subjects gave All Subjects what only the subject list held, so that every
    /// architecture had to edit the list); held out, `catalogue-needs-more`, designed to test it.
    static let dependedOnScreenRipples = Claim(
        id: "depended-on-screen-ripples",
        seeds: ["002", "003"],
        statement: "A change to a screen other features depend on ripples through them in MVC, and not where a mediator, "
            + "router or coordinator stands between.",
        rule: "The change to a depended-on screen (post hoc: none; held out: catalogue-needs-more, where All Subjects "
            + "needs, when it is built, something the app already holds but neither screen that opens it holds itself: "
            + "code that builds All Subjects where it is opened must change at each such place, code that asks a router, "
            + "coordinator or mediator for it need not): per architecture, its ripple files (changes suite: source files "
            + "it touched that belong, by folder, to a screen the change is not about; routers, coordinators and the "
            + "mediator are never ripple). Undecided when MVC's change did not ripple (the change did not test the "
            + "claim). Otherwise every architecture that moves between screens through an object of its own (VIPER's and "
            + "VIP's routers, MVCS's mediator, MVVM-C's coordinators) is judged: true when every one present rippled to "
            + "no file, false when each did, mixed otherwise.",
        revised: "2026-11-29: judged on catalogue-needs-more, a change designed to test it, rather than all-subjects, "
            + "which gave All Subjects what only the subject list held, so that every architecture had to edit the list "
            + "and routers' files named for the list counted as its ripple. Before: false.",
        judgeTrial: judgeRipple
    )

    private static func judgeRipple(_ index: FigureIndex, _ trial: ChangeTrial) -> Judgement? {
        judgeChange(index, trial, trial.dependedOnScreen, kind: "a change to what a screen others open needs") { change in
            let ripple = changeFigures(index, change, "ripple files")
            guard let mvc = ripple.first(where: { $0.architecture == Architecture.mvc.displayName }) else { return nil }
            let routed = routedArchitectures
            let contenders = ripple.filter { routed.contains($0.architecture) }
            guard !contenders.isEmpty else { return nil }
            let measured = "Ripple files of \(change): \(counts(ripple))."
            guard mvc.value > 0 else {
                return Judgement(verdict: .undecided,
                                 why: "MVC's change touched no file of another screen, so the change did not put the claim "
                                    + "to the test.",
                                 measured: measured)
            }
            let contained = contenders.filter { $0.value == 0 }.count
            return Judgement.parts(contenders.map { Comparison($0.architecture, $0.value, .atMost, 0, kind: .files) },
                                   why: "MVC's change touched \(count(mvc.value)) \(mvc.value == 1 ? "file" : "files") of other "
                                    + "screens; \(contained) of the \(contenders.count) architectures that navigate through a "
                                    + "router, mediator or coordinator touched none.",
                                   measured: measured)
        }
    }
}
