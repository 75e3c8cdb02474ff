import Architectures
import BenchmarkCore

extension ClaimCatalogue {
    /// Seed 000: giving MVVM data controllers keeps maintenance cheap. Judged change by change,
    /// against MVVM with its own binding kit.
    static let mvvmDCKeepsChangesCheap = Claim(
        id: "mvvm-dc-keeps-changes-cheap",
        seeds: ["000"],
        statement: "MVVM with data controllers keeps changes cheaper than MVVM.",
        rule: "Per change of the trial (changes suite: post hoc, the first five; held out, the three hold-out changes) "
            + "that both made, MVVM-DC's code lines changed against MVVM's: true when MVVM-DC changed fewer in every "
            + "one, false in none, mixed otherwise.",
        judgeTrial: judgeDataControllers
    )

    private static func judgeDataControllers(_ index: FigureIndex, _ trial: ChangeTrial) -> Judgement? {
        judgeChanges(index, trial) { changes in
            let pairs = changes.compactMap { change -> (change: String, dc: Double, mvvm: Double)? in
                guard let dc = changeFigure(index, change, Architecture.mvvmdc.displayName, "code lines changed"),
                      let mvvm = changeFigure(index, change, Architecture.mvvm.displayName, "code lines changed") else { return nil }
                return (change, dc, mvvm)
            }
            guard !pairs.isEmpty else { return nil }
            let cheaper = pairs.filter { $0.dc < $0.mvvm }.count
            let figures = pairs.map { "\($0.change) \(count($0.dc)) against \(count($0.mvvm))" }.joined(separator: ", ")
            return Judgement.parts(pairs.map { Comparison("MVVM-DC's \($0.change)", $0.dc, .below, $0.mvvm, kind: .codeLines) },
                                   why: "MVVM-DC made \(cheaper) of the \(pairs.count) changes in fewer code lines than MVVM.",
                                   measured: "Code lines changed, MVVM-DC against MVVM: \(figures).")
        }
    }
}
