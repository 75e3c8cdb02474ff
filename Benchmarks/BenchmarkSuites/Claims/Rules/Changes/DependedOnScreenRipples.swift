import Architectures
import BenchmarkCore

extension ClaimCatalogue {
    /// Seeds 002 and 003: when a screen other features open changes what it needs, every feature
    /// that opens it must change too, unless the calls go through a mediator (002), a router (003) or
    /// a coordinator. Judged on the change `all-subjects`, whose screen now needs what only the
    /// subject list knows.
    static let dependedOnScreenRipples = Claim(
        id: "depended-on-screen-ripples",
        seeds: ["002", "003"],
        statement: "A change to a screen other features depend on ripples through them in MVC, and not where a mediator, "
            + "router or coordinator stands between.",
        rule: "Change all-subjects (All Subjects needs the user's phase and open subjects, which whoever opens it must "
            + "supply): per architecture, its ripple files (changes suite: source files touched outside the changed "
            + "screen's feature). Undecided when MVC's change did not ripple (the change did not test the claim). "
            + "Otherwise every architecture that moves between screens through an object of its own (VIPER's and VIP's "
            + "routers, MVCS's mediator, MVVM-C's coordinators) is judged: true when every one present rippled to no "
            + "file, false when each did, mixed otherwise.",
        judge: judgeRipple
    )

    private static func judgeRipple(_ index: FigureIndex) -> Judgement? {
        let ripple = changeFigures(index, "all-subjects", "ripple files")
        guard let mvc = ripple.first(where: { $0.architecture == Architecture.mvc.displayName }) else { return nil }
        let routed = routedArchitectures
        let contenders = ripple.filter { routed.contains($0.architecture) }
        guard !contenders.isEmpty else { return nil }
        let measured = "Ripple files of all-subjects: \(counts(ripple))."
        guard mvc.value > 0 else {
            return Judgement(verdict: .undecided,
                             why: "MVC's change touched no file outside All Subjects' own files, so the change did not put the claim "
                                + "to the test.",
                             measured: measured)
        }
        let contained = contenders.filter { $0.value == 0 }.count
        return Judgement.parts(contained, of: contenders.count,
                         why: "MVC's change touched \(count(mvc.value)) \(mvc.value == 1 ? "file" : "files") outside All Subjects' own "
                            + "files; \(contained) of the \(contenders.count) architectures that navigate through a router, mediator or "
                            + "coordinator touched none.",
                         measured: measured)
    }
}
