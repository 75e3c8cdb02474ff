import BenchmarkCore

/// How much a code-line figure is one author's choice: the largest spread, as a share of the larger,
/// between two independent authors' code lines for one change in one architecture
/// (``SecondAuthorCase``). Every margin built on code lines uses it as the figure's relative
/// uncertainty (``FigureKind/codeLines``), at least 5 lines: no pair measured a figure small enough
/// to say how far apart two authors of a few lines are.
struct AuthorSpread: Sendable, Equatable {
    /// The uncertainty as a share of a code-line figure.
    let relative: Double
    /// Whether it was measured (a report with the second-authors suite), rather than the share
    /// stated before any second author was measured.
    let measured: Bool

    /// The share stated before a second author was measured: 15%.
    static let stated = AuthorSpread(relative: 0.15, measured: false)

    /// The spread the claims being judged use: ``stated`` unless a judgement sets it from its report.
    @TaskLocal static var current = stated

    /// The largest code-line spread in `index`'s second-authors suite, or ``stated`` when it has none.
    init(_ index: FigureIndex) {
        let spreads = index.caseNames(in: SecondAuthorCase.suite).flatMap { change in
            index.architectures(in: SecondAuthorCase.suite, caseName: change).compactMap { architecture in
                index.metric(SecondAuthorCase.suite, change, architecture, SecondAuthorCase.codeLineSpread)?.value
            }
        }
        if let largest = spreads.max() {
            self.init(relative: largest / 100, measured: true)
        } else {
            self = Self.stated
        }
    }

    init(relative: Double, measured: Bool) {
        self.relative = relative
        self.measured = measured
    }
}
