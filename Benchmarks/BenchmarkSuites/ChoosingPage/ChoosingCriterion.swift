import BenchmarkCore

/// A need a reader may bring ("new screens will keep coming") and the figure that answers it, each
/// architecture's read from a report; the best is the lowest, or the highest where more is better.
struct ChoosingCriterion: Sendable {
    /// The need, as the page's "pick it when…" column says it.
    let need: String
    /// The figure, in words, as the page defines it.
    let figure: String
    /// The column heading of the figure.
    let heading: String
    /// Whether a higher figure is better.
    let higherIsBetter: Bool
    /// The figure of one architecture, nil when the report lacks it.
    let value: @Sendable (FigureIndex, String) -> Double?
    /// The figure as the page prints it.
    let format: @Sendable (Double) -> String

    /// Where `name` stands among `names` on this figure, with its figure and the runner-up's (or the
    /// leader's), nil when it has none.
    func standing(of name: String, _ index: FigureIndex, among names: [String]) -> Standing? {
        guard let own = value(index, name) else { return nil }
        let others = names.filter { $0 != name }.compactMap { other in value(index, other).map { (other, $0) } }
        let better = others.filter { higherIsBetter ? $0.1 > own : $0.1 < own }
        let best = others.sorted { higherIsBetter ? $0.1 > $1.1 : $0.1 < $1.1 }.first
        let reference = better.isEmpty ? best.map { "next \($0.0) \(format($0.1))" } : best.map { "best \($0.0) \(format($0.1))" }
        return Standing(criterion: self, rank: better.count + 1,
                        citation: "\(heading) \(format(own))" + (reference.map { " (\($0))" } ?? ""))
    }

    /// One architecture's place on one criterion.
    struct Standing {
        let criterion: ChoosingCriterion
        /// 1 when no other architecture does better (ties share a rank).
        let rank: Int
        /// Its figure and the one it is set against, in words.
        let citation: String
    }

    static let all: [ChoosingCriterion] = [
        ChoosingCriterion(
            need: "the app is small and will stay so", figure: "code lines of the two-screen app, before the first change",
            heading: "lines at rest", higherIsBetter: false,
            value: { index, name in ClaimCatalogue.changeFigure(index, ChoosingPage.thirdScreen, name, "lines before") },
            format: ClaimCatalogue.count),
        ChoosingCriterion(
            need: "new screens will keep coming",
            figure: "the third screen's code lines added over the lines per feature of the first two (shared code left out)",
            heading: "third screen", higherIsBetter: false,
            value: { index, name in
                guard let added = ClaimCatalogue.changeFigure(index, ChoosingPage.thirdScreen, name, "code lines added"),
                      let featureLines = ClaimCatalogue.changeFigure(index, ChoosingPage.thirdScreen, name, "feature lines before"),
                      let features = ClaimCatalogue.changeFigure(index, ChoosingPage.thirdScreen, name, "features before"),
                      featureLines > 0, features > 0 else { return nil }
                return added / (featureLines / features)
            },
            format: ClaimCatalogue.ratio),
        ChoosingCriterion(
            need: "you expect a stream of everyday changes",
            figure: "code lines changed by every change after the third screen, summed",
            heading: "everyday changes", higherIsBetter: false,
            value: { index, name in
                let changes = index.caseNames(in: ChangeCase.suite).filter { $0 != ChoosingPage.thirdScreen }
                guard !changes.isEmpty else { return nil }
                var total = 0.0
                for change in changes {
                    guard let lines = ClaimCatalogue.changeFigure(index, change, name, "code lines changed") else { return nil }
                    total += lines
                }
                return total
            },
            format: ClaimCatalogue.count),
        ChoosingCriterion(
            need: "new ways into the app (links, notifications) are coming",
            figure: "code lines changed by the change subject-link", heading: "new way in", higherIsBetter: false,
            value: { index, name in ClaimCatalogue.changeFigure(index, "subject-link", name, "code lines changed") },
            format: ClaimCatalogue.count),
        ChoosingCriterion(
            need: "features open each other's screens",
            figure: "ripple files of the change all-subjects, a screen others open changing what it needs",
            heading: "ripple files", higherIsBetter: false,
            value: { index, name in ClaimCatalogue.changeFigure(index, "all-subjects", name, "ripple files") },
            format: ClaimCatalogue.count),
        ChoosingCriterion(
            need: "no file may grow out of hand",
            figure: "the most code lines one of its feature files gained over every change (shared code left out)",
            heading: "most-grown file",
            higherIsBetter: false,
            value: { index, name in ClaimCatalogue.fileGrowth(index).first { $0.architecture == name }?.value },
            format: ClaimCatalogue.count),
        ChoosingCriterion(
            need: "the logic must be unit tested", figure: "the share of its logic lines its own unit tests run",
            heading: "logic covered", higherIsBetter: true,
            value: { index, name in index.metric(UnitTestCase.suite, "all", name, "logic coverage")?.value },
            format: { ValueFormatter.format($0, unit: "%") }),
    ]
}
