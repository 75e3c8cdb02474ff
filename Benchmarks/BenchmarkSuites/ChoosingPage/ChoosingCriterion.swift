import BenchmarkCore

/// A column of the choosing page's table at a glance: a figure and each architecture's, read from a
/// report; the best is the lowest, or the highest where more is better.
struct ChoosingCriterion: Sendable {
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

    static let all: [ChoosingCriterion] = [
        ChoosingCriterion(
            figure: "code lines of the two-screen app, before the first change",
            heading: "two-screen app", higherIsBetter: false,
            value: { index, name in ClaimCatalogue.changeFigure(index, ChoosingPage.thirdScreen, name, "lines before") },
            format: ClaimCatalogue.count),
        ChoosingCriterion(
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
            figure: "code lines changed by every everyday change (every change but the new screens), summed",
            heading: "everyday changes", higherIsBetter: false,
            value: { index, name in
                let changes = index.caseNames(in: ChangeCase.suite).filter { !ChoosingSituation.newScreens.contains($0) }
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
            figure: "code lines changed by the change subject-link", heading: "new way in", higherIsBetter: false,
            value: { index, name in ClaimCatalogue.changeFigure(index, "subject-link", name, "code lines changed") },
            format: ClaimCatalogue.count),
        ChoosingCriterion(
            figure: "ripple files of the hold-out change catalogue-needs-more, a screen others open needing what only the app "
                + "holds (the change designed to test whether such a change ripples)",
            heading: "ripple files", higherIsBetter: false,
            value: { index, name in ClaimCatalogue.changeFigure(index, "catalogue-needs-more", name, "ripple files") },
            format: ClaimCatalogue.count),
        ChoosingCriterion(
            figure: "the most code lines one of its feature files gained over every change (shared code left out)",
            heading: "most-grown file",
            higherIsBetter: false,
            value: { index, name in ClaimCatalogue.fileGrowth(index).first { $0.architecture == name }?.value },
            format: ClaimCatalogue.count),
        ChoosingCriterion( figure: "the share of its logic lines its own unit tests run",
            heading: "logic covered", higherIsBetter: true,
            value: { index, name in index.metric(UnitTestCase.suite, "all", name, "logic coverage")?.value },
            format: { ValueFormatter.format($0, unit: "%") }),
    ]
}
