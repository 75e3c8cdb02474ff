import BenchmarkCore

/// How much a code-line figure is one author's choice, from the hold-out changes that two authors
/// wrote independently (``SecondAuthorCase``): a share of the figure, the two authors' code lines
/// apart summed over every change and architecture as a share of the larger of each pair summed;
/// and a floor in lines, the most two authors of one change in one architecture were apart. Every
/// margin built on code lines uses both (``FigureKind/codeLines``): a large figure is uncertain by
/// its share, a small one by the floor.
struct AuthorSpread: Sendable, Equatable {
    /// The uncertainty as a share of a code-line figure.
    let relative: Double
    /// The least uncertainty of a code-line figure, in lines.
    let floor: Double
    /// Whether it was measured (a report with the second-authors suite), rather than the figures
    /// stated before any second author was measured.
    let measured: Bool

    /// The uncertainty stated before a second author was measured: 15%, and at least 5 lines.
    static let stated = AuthorSpread(relative: 0.15, floor: 5, measured: false)

    /// The spread the claims being judged use: ``stated`` unless a judgement sets it from its report.
    @TaskLocal static var current = stated

    /// The spread of `index`'s second-authors suite, or ``stated`` when it has none.
    init(_ index: FigureIndex) {
        var apart = 0.0
        var larger = 0.0
        var most = 0.0
        for change in index.caseNames(in: SecondAuthorCase.suite) {
            for architecture in index.architectures(in: SecondAuthorCase.suite, caseName: change) {
                guard let first = index.metric(SecondAuthorCase.suite, change, architecture, SecondAuthorCase.firstLines)?.value,
                      let second = index.metric(SecondAuthorCase.suite, change, architecture, SecondAuthorCase.secondLines)?.value
                else { continue }
                apart += abs(first - second)
                larger += max(first, second)
                most = max(most, abs(first - second))
            }
        }
        guard larger > 0 else {
            self = Self.stated
            return
        }
        self.init(relative: apart / larger, floor: most, measured: true)
    }

    init(relative: Double, floor: Double, measured: Bool) {
        self.relative = relative
        self.floor = floor
        self.measured = measured
    }
}
