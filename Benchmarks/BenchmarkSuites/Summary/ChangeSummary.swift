import BenchmarkCore

/// The summary's tables of what each change cost (the changes suite): one table per change, its
/// figures (rows) by architecture (columns), each with its factor against MVC's. A change no
/// architecture has made yet has no table.
enum ChangeSummary {
    /// One section per change of the report, in the order of its results.
    /// The hold-out changes each architecture made twice, by two authors who never saw each other's
    /// work: both authors' code lines and unit-test lines, and how far apart, per change.
    static func secondAuthors(_ index: FigureIndex) -> ReportSection? {
        let suite = SecondAuthorCase.suite
        let changes = index.caseNames(in: suite)
        let architectures = index.architectures(in: suite)
        guard !changes.isEmpty, !architectures.isEmpty else { return nil }
        func pair(_ change: String, _ architecture: String, _ what: String, spread: String) -> String {
            guard let first = index.metric(suite, change, architecture, "\(what), first author")?.value,
                  let second = index.metric(suite, change, architecture, "\(what), second author")?.value else { return "n/a" }
            let apart = index.metric(suite, change, architecture, spread)?.value.map { "\(($0 * 10).rounded() / 10)%" } ?? "n/a"
            return "\(ClaimCatalogue.count(first)) / \(ClaimCatalogue.count(second)) (\(apart.replacingOccurrences(of: ".0%", with: "%")))"
        }
        let rows = architectures.map { architecture in
            [architecture] + changes.flatMap { change in
                [pair(change, architecture, "code lines changed", spread: "code-line spread"),
                 pair(change, architecture, "unit-test lines changed", spread: "unit-test line spread")]
            }
        }
        return ReportSection(
            title: "Two authors of each hold-out change",
            caption: "Each architecture's commit for a hold-out change, and a second author's, written from the same brief "
                + "without seeing the first (\(SecondAuthorFigures.path)): code lines changed in its sources and unit-test "
                + "lines changed, first author / second author, and in brackets how far apart, the difference over the "
                + "larger. The code lines apart over every pair, against the larger of each pair, and the most lines one "
                + "pair was apart, are the uncertainty every code-line margin allows for (docs/measuring.md).",
            table: TextTable(headers: ["Architecture"] + changes.flatMap { ["\($0): code lines", "\($0): unit-test lines"] },
                             alignments: [.left] + changes.flatMap { _ in [TextTable.Alignment.right, .right] }, rows: rows)
        )
    }

    static func sections(_ index: FigureIndex) -> [ReportSection] {
        let suite = ChangeCase.suite
        let reference = ChangeCase.reference
        return index.caseNames(in: suite).compactMap { change -> ReportSection? in
            let architectures = index.architectures(in: suite, caseName: change)
            let figures = index.metricNames(in: suite, caseName: change).filter { !$0.hasSuffix(" vs \(reference)") }
            guard !architectures.isEmpty, !figures.isEmpty else { return nil }
            let rows = figures.map { figure -> [String] in
                let base = index.metric(suite, change, reference, figure)?.value
                return [figure.prefix(1).uppercased() + figure.dropFirst()] + architectures.map { architecture -> String in
                    let value = index.metric(suite, change, architecture, figure)?.value
                    let count = index.format(suite, change, architecture, figure, unit: "")
                    guard let value, let base, base > 0 else { return count }
                    return "\(count) (\(ValueFormatter.format(value / base, unit: "×")))"
                }
            }
            return ReportSection(
                title: "Change \(change): what it cost each architecture (factor against \(reference))",
                caption: "The change's commit in each architecture against its parent, from git (\(ChangeFigures.command), "
                    + "\(ChangeFigures.path)): source files touched (a code line changed) and added, and test files "
                    + "touched, apart; code lines (not blank, not comments) added and removed in its sources, by role and "
                    + "in its view controllers; data lines, those in the code that sends requests and takes their "
                    + "answers; ripple files, its files of a screen (by folder) outside the change's; navigator files, "
                    + "its routers, coordinators or mediator touched; unit-test lines changed; its sources "
                    + "before and after the change. In brackets, the figure over \(reference)'s. An architecture that has not made the "
                    + "change yet has no column.",
                table: TextTable(headers: ["Figure"] + architectures, alignments: [.left] + architectures.map { _ in .right },
                                 rows: rows)
            )
        }
    }

    /// The maintenance table (the maintenance suite): its figures (rows) by architecture (columns),
    /// or nil when the report has none.
    static func maintenance(_ index: FigureIndex) -> ReportSection? {
        let suite = MaintenanceCase.suite
        let name = MaintenanceCase.caseName
        let architectures = index.architectures(in: suite, caseName: name)
        let figures = index.metricNames(in: suite, caseName: name)
        guard !architectures.isEmpty, !figures.isEmpty else { return nil }
        return ReportSection(
            title: "Maintenance: what each architecture's code cost outside the changes",
            caption: "From the first change on, every commit that edits an architecture's code and is not its commit for a change "
                + "carries a Maintenance: trailer, or is attributed in \(AttributedEdits.path) (edits that landed untagged "
                + "before the rule), and is counted here as a change's lines are; the recorder refuses any other. Read "
                + "beside the change tables: a cost paid outside a change is not hidden from it.",
            table: TextTable(headers: ["Figure"] + architectures, alignments: [.left] + architectures.map { _ in .right },
                             rows: figures.map { figure in
                                 [figure.prefix(1).uppercased() + figure.dropFirst()] + architectures.map {
                                     index.format(suite, name, $0, figure, unit: "")
                                 }
                             })
        )
    }
}
