import Architectures
import BenchmarkCore

extension ClaimCatalogue {
    /// Seeds 002 and 003: routers, coordinators and mediators exist so that a screen can be reached
    /// from anywhere; a new way in should cost them less than MVC, whose view controllers push the
    /// next screen themselves. Judged on a trial's new way in (post hoc: `subject-link`, a link that
    /// opens a subject; held out: `catalogue-from-subject`, a button on the subject screen that opens
    /// All Subjects).
    static let routersMakeNewWaysInCheap = Claim(
        id: "routers-make-new-ways-in-cheap",
        seeds: ["002", "003"],
        statement: "Routers, coordinators and mediators make a new way into the app cheaper than MVC's direct pushes.",
        rule: "The new way in (post hoc: subject-link, the app opened from practice://subject/<id>; held out: "
            + "catalogue-from-subject, All Subjects opened from the subject screen): per architecture, the code lines it "
            + "changed (changes suite). Every architecture that moves between screens through an object of its own "
            + "(VIPER's and VIP's routers, MVCS's mediator, MVVM-C's coordinators) is set against MVC: true when every "
            + "one present changed fewer lines than MVC, false when none did, mixed otherwise.",
        judgeTrial: judgeNewWayIn
    )

    private static func judgeNewWayIn(_ index: FigureIndex, _ trial: ChangeTrial) -> Judgement? {
        judgeChange(index, trial, trial.newWayIn, kind: "a new way in") { change in
            let lines = changeFigures(index, change, "code lines changed")
            guard let mvc = lines.first(where: { $0.architecture == Architecture.mvc.displayName }) else { return nil }
            let routed = routedArchitectures
            let contenders = lines.filter { routed.contains($0.architecture) }
            guard !contenders.isEmpty else { return nil }
            let cheaper = contenders.filter { $0.value < mvc.value }.count
            return Judgement.parts(contenders.map { Comparison($0.architecture, $0.value, .below, mvc.value, kind: .codeLines) },
                                   why: "\(cheaper) of the \(contenders.count) architectures that navigate through a router, "
                                    + "mediator or coordinator made \(change) in fewer code lines than MVC's \(count(mvc.value)).",
                                   measured: "Code lines changed by \(change): \(counts(lines)).")
        }
    }
}
