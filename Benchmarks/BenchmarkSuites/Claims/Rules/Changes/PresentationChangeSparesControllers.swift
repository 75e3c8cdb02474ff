import BenchmarkCore

extension ClaimCatalogue {
    /// Seed 002: a reformer turns what the API returns into what a view shows, so when the way data
    /// is shown changes, the reformer absorbs it and the controller is left alone. Judged on a
    /// trial's presentation change (post hoc: `cell-detail`, whose second line every architecture
    /// reads from the shared reformer; no hold-out change is one). What a reformer spares is read by
    /// role, not by file name: composing a cell is `view` work wherever it sits (most architectures
    /// compose cells in a file named `…ViewController`, which in MVVM, MVP or Redux is the view);
    /// deciding, keeping or carrying data is the controller's.
    static let presentationChangeSparesControllers = Claim(
        id: "presentation-change-spares-controllers",
        seeds: ["002"],
        statement: "When the way data is shown changes, a reformer absorbs it and the controller does not change.",
        rule: "The presentation change (post hoc: cell-detail, a second line in every subject cell, shaped by the shared "
            + "SubjectCellsReformer that every architecture reads its cells with; held out: none): per architecture, the "
            + "code lines it changed outside the view role (changes suite: code lines changed less view lines changed; "
            + "the logic, state, glue, navigation and assembly lines a controller, presenter, view model or store would "
            + "change). True when no architecture changed one, false when every one did, mixed otherwise.",
        revised: "2026-11-29: read by role rather than by file name; lines in a file named …ViewController had counted "
            + "as the controller's, though composing a cell there is view work in most patterns. Before: mixed, 2 of 10.",
        judgeTrial: judgePresentationChange
    )

    private static func judgePresentationChange(_ index: FigureIndex, _ trial: ChangeTrial) -> Judgement? {
        judgeChange(index, trial, trial.presentation, kind: "a presentation change") { change in
            let lines = changeFigures(index, change, "code lines changed").compactMap { figure -> (architecture: String, value: Double)? in
                changeFigure(index, change, figure.architecture, "view lines changed")
                    .map { (figure.architecture, figure.value - $0) }
            }
            guard !lines.isEmpty else { return nil }
            let spared = lines.filter { $0.value == 0 }.count
            return Judgement.parts(lines.map { Comparison($0.architecture, $0.value, .atMost, 0, kind: .codeLines) },
                                   why: "\(spared) of \(lines.count) architectures made \(change) by changing view code only.",
                                   measured: "Lines changed by \(change) outside the view role: \(counts(lines)).")
        }
    }
}
