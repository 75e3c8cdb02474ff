import BenchmarkCore

/// The summary's tables of what each change cost (the changes suite): one table per change, its
/// figures (rows) by architecture (columns), each with its factor against MVC's. A change no
/// architecture has made yet has no table.
enum ChangeSummary {
    /// One section per change of the report, in the order of its results.
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
                    + "\(ChangeFigures.path)): files touched and added in its sources and unit tests; code lines (not "
                    + "blank, not comments) added and removed in its sources, by role and in its view controllers; "
                    + "data files, its source files touched that send requests and take their answers; ripple files, "
                    + "its source files touched outside the change's feature; unit-test lines changed; its sources "
                    + "before and after the change. In brackets, the figure over \(reference)'s. An architecture that has not made the "
                    + "change yet has no column.",
                table: TextTable(headers: ["Figure"] + architectures, alignments: [.left] + architectures.map { _ in .right },
                                 rows: rows)
            )
        }
    }
}
