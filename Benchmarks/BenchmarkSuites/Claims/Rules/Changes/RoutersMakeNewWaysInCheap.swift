import Architectures
import BenchmarkCore

extension ClaimCatalogue {
    /// Seeds 002 and 003: routers, coordinators and mediators exist so that a screen can be reached
    /// from anywhere; a new way in (the change `subject-link`, a link that opens a subject) should
    /// cost them less than MVC, whose view controllers push the next screen themselves.
    static let routersMakeNewWaysInCheap = Claim(
        id: "routers-make-new-ways-in-cheap",
        seeds: ["002", "003"],
        statement: "Routers, coordinators and mediators make a new way into the app cheaper than MVC's direct pushes.",
        rule: "Change subject-link (the app opened from practice://subject/<id>): per architecture, the code lines it "
            + "changed (changes suite). Every architecture that moves between screens through an object of its own "
            + "(VIPER's and VIP's routers, MVCS's mediator, MVVM-C's coordinators) is set against MVC: true when every "
            + "one present changed fewer lines than MVC, false when none did, mixed otherwise.",
        judge: judgeNewWayIn
    )

    private static func judgeNewWayIn(_ index: FigureIndex) -> Judgement? {
        let lines = changeFigures(index, "subject-link", "code lines changed")
        guard let mvc = lines.first(where: { $0.architecture == Architecture.mvc.displayName }) else { return nil }
        let routed = routedArchitectures
        let contenders = lines.filter { routed.contains($0.architecture) }
        guard !contenders.isEmpty else { return nil }
        let cheaper = contenders.filter { $0.value < mvc.value }.count
        return Judgement.parts(contenders.map { Comparison($0.architecture, $0.value, .below, mvc.value, kind: .codeLines) },
                         why: "\(cheaper) of the \(contenders.count) architectures that navigate through a router, mediator or "
                            + "coordinator opened a subject from a link in fewer code lines than MVC's \(count(mvc.value)).",
                         measured: "Code lines changed by subject-link: \(counts(lines)).")
    }
}
