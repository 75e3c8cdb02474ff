import BenchmarkCore

extension ClaimCatalogue {
    /// Seed 002: with the data code apart from the controller, a controller can be replaced for a
    /// new interaction without touching the code that handles data. Judged on the change
    /// `refresh-and-return`, two new ways to ask for what the screens already do.
    static let interactionChangeSparesDataCode = Claim(
        id: "interaction-change-spares-data-code",
        seeds: ["002"],
        statement: "A new interaction changes the controller, not the code that handles data.",
        rule: "Change refresh-and-return (a Refresh button that does what pull to refresh does, and return in the "
            + "password field that submits): per architecture, the data files it touched (changes suite, data files "
            + "touched: source files whose code names APIManagerDelegate, the type that sends requests and takes their "
            + "answers). True when no architecture touched one, false when every one did, mixed otherwise.",
        judge: judgeInteractionChange
    )

    private static func judgeInteractionChange(_ index: FigureIndex) -> Judgement? {
        let files = changeFigures(index, "refresh-and-return", "data files touched")
        guard !files.isEmpty else { return nil }
        let spared = files.filter { $0.value == 0 }.count
        return Judgement.parts(spared, of: files.count,
                         why: "\(spared) of \(files.count) architectures added the Refresh button and submit on return without touching a file of data code.",
                         measured: "Data files touched by refresh-and-return: \(counts(files)).")
    }
}
