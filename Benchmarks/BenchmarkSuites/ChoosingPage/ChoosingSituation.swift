import BenchmarkCore

/// A reader's situation ("an app that will grow by many screens") and the one figure that answers
/// it, with its unit, which way is better and how uncertain it is (``FigureKind``). The page
/// recommends the architecture with the best figure only when every other is further from it than
/// that uncertainty; otherwise it names every architecture within it and picks none.
struct ChoosingSituation: Sendable {
    /// The situation, as the reader would say it.
    let situation: String
    /// The figure, in words, with its unit.
    let figure: String
    /// Whether a higher figure is better.
    let higherIsBetter: Bool
    /// How uncertain the figure is, and how a distance in it is printed.
    let kind: @Sendable () -> FigureKind
    /// The claims whose verdicts bear on it, by id.
    let claims: [String]
    /// The figure of one architecture, nil when the report lacks it.
    let value: @Sendable (FigureIndex, String) -> Double?
    /// The figure, or a distance in it, as the page prints it.
    var format: @Sendable (Double) -> String = { ClaimCatalogue.count($0.rounded()) }

    /// What the figures say for this situation among `names`.
    func recommendation(_ index: FigureIndex, among names: [String]) -> Recommendation? {
        var figures: [(name: String, value: Double)] = []
        for name in names {
            if let figure = value(index, name) { figures.append((name, figure)) }
        }
        // Best first; equal figures keep the order of `names` (the sort is stable).
        let better = higherIsBetter
        figures.sort { better ? $0.value > $1.value : $0.value < $1.value }
        guard let best = figures.first, figures.count > 1 else { return nil }
        // Code lines are as uncertain as two authors of one change were apart, in this report.
        let spread = AuthorSpread(index)
        let kind: FigureKind = AuthorSpread.$current.withValue(spread) { self.kind() }
        // Every architecture whose figure is within the uncertainty of the best one's (a margin's
        // uncertainty is taken of the larger of the two figures, as a claim's is).
        let close = figures.filter { other in
            abs(other.value - best.value) <= kind.uncertainty(of: max(abs(other.value), abs(best.value)))
        }
        let next = figures.first { other in !close.contains { $0.name == other.name } }
        // Picking one: the uncertainty it leads the next by. Picking none: the widest that held the
        // others close.
        let against: [Double] = close.count == 1 ? [next?.value ?? best.value] : close.map { $0.value }
        let uncertainty = against.map { kind.uncertainty(of: max(abs($0), abs(best.value))) }.max() ?? 0
        return Recommendation(best: close.map { $0.name }, value: best.value, next: next, uncertainty: uncertainty, kind: kind)
    }

    /// The figures' answer: one architecture, or several no figure tells apart.
    struct Recommendation {
        /// The architectures within the uncertainty of the best figure, best first.
        let best: [String]
        /// The best figure.
        let value: Double
        /// The best of the rest, beyond the uncertainty; nil when every architecture is within it.
        let next: (name: String, value: Double)?
        /// The uncertainty of the best figure against the next.
        let uncertainty: Double
        let kind: FigureKind

        /// Whether the figures pick one architecture.
        var picksOne: Bool { best.count == 1 }
    }

    /// The new screens of each architecture's own: the third (`subject-detail`) and the fourth
    /// (`catalogue-screen`).
    static let newScreens = ["subject-detail", "catalogue-screen"]

    /// The sum of `metric` over every change in the report, for `name`; nil when it missed one.
    static func overChanges(_ index: FigureIndex, _ name: String, _ metric: String, only: [String]? = nil) -> Double? {
        let changes = index.caseNames(in: ChangeCase.suite).filter { only?.contains($0) ?? true }
        guard !changes.isEmpty else { return nil }
        var total = 0.0
        for change in changes {
            guard let figure = ClaimCatalogue.changeFigure(index, change, name, metric) else { return nil }
            total += figure
        }
        return total
    }

    /// The files `name` touched for each change over its source files after it, averaged over every
    /// change in the report, in percent; nil when it missed one.
    static func touchedShare(_ index: FigureIndex, _ name: String) -> Double? {
        let changes = index.caseNames(in: ChangeCase.suite)
        guard !changes.isEmpty else { return nil }
        var total = 0.0
        for change in changes {
            guard let touched = ClaimCatalogue.changeFigure(index, change, name, "files touched"),
                  let files = ClaimCatalogue.changeFigure(index, change, name, "files after"), files > 0 else { return nil }
            total += touched / files
        }
        return (1000 * total / Double(changes.count)).rounded() / 10
    }

    /// A share in percent, to a tenth: `19.4%`, `22%`.
    static func percent(_ value: Double) -> String {
        tenths(value) + "%"
    }

    /// `value` to a tenth, without a trailing `.0`.
    static func tenths(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? "\(Int(tenths / 10))" : "\(tenths / 10)"
    }

    /// A distance or an uncertainty in a figure of `kind`, with its unit: `13 code lines`, `3.3 percentage points`.
    static func amount(_ value: Double, _ kind: FigureKind) -> String {
        (kind.isWhole ? "\(Int(value.rounded()))" : tenths(value)) + " " + kind.unitWords
    }

    static let all: [ChoosingSituation] = [
        ChoosingSituation(
            situation: "A small app that stays small",
            figure: "code lines of the two-screen app, before any change (fewer is better)",
            higherIsBetter: false, kind: { .codeLines }, claims: ["mvc-fewest-lines"],
            value: { index, name in ClaimCatalogue.changeFigure(index, ChoosingPage.thirdScreen, name, "lines before") }),
        ChoosingSituation(
            situation: "An app that will grow by many screens",
            figure: "code lines added for the third screen and the fourth, summed (fewer is better)",
            higherIsBetter: false, kind: { .codeLines },
            claims: ["heavier-patterns-pay-off", "new-screens-cost-heavier-patterns-less"],
            value: { index, name in overChanges(index, name, "code lines added", only: newScreens) }),
        ChoosingSituation(
            situation: "Logic that must be unit tested without views",
            figure: "behaviours its own unit tests check that build a view to do it (fewer is better)",
            higherIsBetter: false, kind: { .exact("behaviours") }, claims: ["mvc-logic-cannot-be-unit-tested"],
            value: { index, name in index.metric(UnitTestCase.suite, "all", name, "behaviours building views")?.value }),
        ChoosingSituation(
            situation: "Many people changing it at once",
            figure: "the share of its source files a change touched, in percent, averaged over the changes (lower is "
                + "better: two people's changes meet less)",
            higherIsBetter: false, kind: { .fileShare }, claims: ["depended-on-screen-ripples", "mvc-controllers-grow"],
            value: { index, name in touchedShare(index, name) }, format: percent),
    ]
}
