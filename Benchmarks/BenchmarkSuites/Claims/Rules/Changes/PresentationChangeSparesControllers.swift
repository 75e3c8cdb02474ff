import BenchmarkCore

extension ClaimCatalogue {
    /// Seed 002: a reformer turns what the API returns into what a view shows, so when the way data
    /// is shown changes, the reformer absorbs it and the controller is left alone. Judged on the
    /// change `cell-detail`, whose second line every architecture reads from the shared reformer.
    static let presentationChangeSparesControllers = Claim(
        id: "presentation-change-spares-controllers",
        seeds: ["002"],
        statement: "When the way data is shown changes, a reformer absorbs it and the controller does not change.",
        rule: "Change cell-detail (a second line in every subject cell, shaped by the shared SubjectCellsReformer that "
            + "every architecture reads its cells with): per architecture, the code lines it changed in its view "
            + "controllers (changes suite, controller lines changed). True when no architecture changed one, false when "
            + "every one did, mixed otherwise.",
        judge: judgePresentationChange
    )

    private static func judgePresentationChange(_ index: FigureIndex) -> Judgement? {
        let lines = changeFigures(index, "cell-detail", "controller lines changed")
        guard !lines.isEmpty else { return nil }
        let spared = lines.filter { $0.value == 0 }.count
        return Judgement.parts(spared, of: lines.count,
                         why: "\(spared) of \(lines.count) architectures showed the cell's second line without changing a view controller line.",
                         measured: "View controller lines changed by cell-detail: \(counts(lines)).")
    }
}
