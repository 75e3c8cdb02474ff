import BenchmarkCore

extension ClaimCatalogue {
    /// Seed 002: with the data code apart from the controller, a controller can be replaced for a
    /// new interaction without touching the code that handles data. Judged on a trial's interaction
    /// change (post hoc: `refresh-and-return`, two new ways to ask for what the screens already do;
    /// no hold-out change is one). Data code is read by what the lines do, not by the file they sit
    /// in: in MVC the controller's file holds both the button's wiring and the answers' callbacks,
    /// and only the second is data code.
    static let interactionChangeSparesDataCode = Claim(
        id: "interaction-change-spares-data-code",
        seeds: ["002"],
        statement: "A new interaction changes the controller, not the code that handles data.",
        rule: "The interaction change (post hoc: refresh-and-return, a Refresh button that does what pull to refresh "
            + "does, and return in the password field that submits; held out: none): per architecture, the data lines "
            + "it changed (changes suite, data lines changed: code lines in a function that sends a request or reads an "
            + "answer through an API manager, or in an APIManagerDelegate conformance, which takes the answers; "
            + "whichever file holds them). True when no architecture changed one, false when every one did, mixed "
            + "otherwise.",
        revised: "2026-11-29: data code read by line rather than by file; any line of a file that names "
            + "APIManagerDelegate had counted, so MVC's button wiring in its controller was data code. Before: mixed, 5 of 10.",
        judgeTrial: judgeInteractionChange
    )

    private static func judgeInteractionChange(_ index: FigureIndex, _ trial: ChangeTrial) -> Judgement? {
        judgeChange(index, trial, trial.interaction, kind: "an interaction change") { change in
            let lines = changeFigures(index, change, "data lines changed")
            guard !lines.isEmpty else { return nil }
            let spared = lines.filter { $0.value == 0 }.count
            return Judgement.parts(lines.map { Comparison($0.architecture, $0.value, .atMost, 0, kind: .codeLines) },
                                   why: "\(spared) of \(lines.count) architectures made \(change) without changing a line "
                                    + "of the code that sends requests or takes their answers.",
                                   measured: "Data lines changed by \(change): \(counts(lines)).")
        }
    }
}
