import BenchmarkCore

/// Side-by-side tables built from a report's own figures: what the results page shows and what a reader
/// looks at first. A section is left out when the report lacks its figures (a filtered run).
public enum ReportSummary {
    /// The summary sections of `report`.
    public static func sections(of report: BenchmarkReport) -> [ReportSection] {
        let index = FigureIndex(report)
        let tables = [
            propagationTimes(index),
            InstructionSummary.propagation(index, counting: report.instructionCounting),
            propagationAllocations(index),
            propagationMemory(index),
            propagationMemorySplit(index),
            landingPhases(index),
            glue(index),
            reformers(index),
            hugePayloads(index),
            InstructionSummary.reformers(index, counting: report.instructionCounting),
            binding(index),
            lifetime(index),
        ].compactMap { $0 }
        let claims = ClaimCatalogue.section(report.claims ?? ClaimCatalogue.judge(report))
        return tables + [ChangeSummary.secondAuthors(index)].compactMap { $0 } + ChangeSummary.sections(index)
            + [ChangeSummary.maintenance(index)].compactMap { $0 }
            + (claims.map { [$0] } ?? [])
    }

    /// The propagation cases (rows) by architecture (columns): median time and ratio to MVC.
    static func propagationTimes(_ index: FigureIndex) -> ReportSection? {
        let architectures = index.architectures(in: PropagationSuite.suite)
        let cases = index.caseNames(in: PropagationSuite.suite)
        guard !architectures.isEmpty, !cases.isEmpty else { return nil }
        var rows: [[String]] = []
        for caseName in cases {
            let isLanding = caseName.hasPrefix("list-landing/")
            let metric = isLanding ? "time per landing" : "time per event"
            rows.append([isLanding ? "\(caseName) (per landing)" : caseName] + architectures.map { architecture in
                let time = index.format(PropagationSuite.suite, caseName, architecture, metric)
                let ratio = index.format(PropagationSuite.suite, caseName, architecture, "vs MVC")
                return "\(time) (\(ratio))"
            })
            if isLanding {
                rows.append(["\(caseName) (per subject)"] + architectures.map { architecture in
                    index.format(PropagationSuite.suite, caseName, architecture, "time per subject")
                })
            }
        }
        return ReportSection(
            title: "Propagation: median time per event (ratio to MVC)",
            caption: "An event is what each case names; ratios divide medians of the same run. Lower is better.",
            table: TextTable(
                headers: ["Case"] + architectures,
                alignments: [.left] + architectures.map { _ in .right },
                rows: rows
            )
        )
    }

    /// Heap allocations per event, same layout.
    static func propagationAllocations(_ index: FigureIndex) -> ReportSection? {
        let architectures = index.architectures(in: PropagationSuite.suite)
        let cases = index.caseNames(in: PropagationSuite.suite)
        guard !architectures.isEmpty, !cases.isEmpty else { return nil }
        let rows = cases.map { caseName -> [String] in
            let metric = caseName.hasPrefix("list-landing/") ? "allocations per landing" : "allocations per event"
            return [caseName] + architectures.map { index.format(PropagationSuite.suite, caseName, $0, metric, unit: "") }
        }
        return ReportSection(
            title: "Propagation: heap allocations per event",
            caption: "Steady state, counted in a fresh process per case; n/a where the platform cannot count them.",
            table: TextTable(headers: ["Case"] + architectures, alignments: [.left] + architectures.map { _ in .right }, rows: rows)
        )
    }

    /// Bytes allocated per event and the peak resident memory of each case's own process, same layout.
    static func propagationMemory(_ index: FigureIndex) -> ReportSection? {
        let suite = PropagationSuite.suite
        let architectures = index.architectures(in: suite)
        let cases = index.caseNames(in: suite).filter { caseName in
            architectures.contains { index.metric(suite, caseName, $0, "peak resident memory")?.value != nil }
        }
        guard !architectures.isEmpty, !cases.isEmpty else { return nil }
        let rows = cases.map { caseName -> [String] in
            let bytes = caseName.hasPrefix("list-landing/") ? "bytes allocated per landing" : "bytes allocated per event"
            return [caseName] + architectures.map { architecture in
                index.format(suite, caseName, architecture, bytes, unit: "B") + " · "
                    + index.format(suite, caseName, architecture, "peak resident memory")
            }
        }
        return ReportSection(
            title: "Propagation: bytes allocated per event · peak resident memory",
            caption: "Bytes the heap allocations of one event (one landing) ask for, counted like the allocations; and "
                + "the peak resident memory of the fresh process that counted them, which sets the case up, runs it and "
                + "includes the benchmark's own start-up. The peak is not gated.",
            table: TextTable(headers: ["Case"] + architectures, alignments: [.left] + architectures.map { _ in .right },
                             rows: rows)
        )
    }

    /// Where each case's peak comes from, same layout: the process's peak before the case was
    /// made, what its fixture added (where the case marks it), what the rest of making it added,
    /// what its events added.
    static func propagationMemorySplit(_ index: FigureIndex) -> ReportSection? {
        let suite = PropagationSuite.suite
        let architectures = index.architectures(in: suite)
        func split(_ caseName: String, _ architecture: String) -> String? {
            func value(_ name: String) -> Double? { index.metric(suite, caseName, architecture, name)?.value }
            guard let peak = value("peak resident memory"), let startUp = value("peak at start-up"),
                  let setUp = value("peak after set-up")
            else { return nil }
            // The marks rounded first, then subtracted: the printed parts add up to the printed peak.
            func tenths(_ megabytes: Double) -> Int { Int((megabytes * 10).rounded()) }
            let marks = [tenths(startUp), value("peak after the fixture").map(tenths), tenths(setUp), tenths(peak)]
            func part(_ from: Int?, _ to: Int?) -> String {
                guard let from, let to else { return "–" }
                return String(format: "%.1f", Double(to - from) / 10)
            }
            let fixtureEnd = marks[1] ?? marks[0]
            let parts = [String(format: "%.1f", Double(tenths(startUp)) / 10), part(marks[0], marks[1]),
                         part(fixtureEnd, marks[2]), part(marks[2], marks[3])]
            return parts.joined(separator: " + ")
        }
        let cases = index.caseNames(in: suite).filter { caseName in architectures.contains { split(caseName, $0) != nil } }
        guard !architectures.isEmpty, !cases.isEmpty else { return nil }
        let rows = cases.map { caseName in [caseName] + architectures.map { split(caseName, $0) ?? "n/a" } }
        return ReportSection(
            title: "Propagation: where the peak resident memory comes from (MB)",
            caption: "start-up + fixture + set-up + events, which add up to the peak above. High-water marks of the same "
                + "process, so each part is what that stage raised the peak by: start-up, the process before the case "
                + "was made (the benchmark's own, the same for every case); fixture, the fake server's answers, encoded "
                + "once (– where the case has no fixture of its own); set-up, the rest of making the case (its screen, "
                + "shown and, for a list, loaded once); events, what its events added on top (the first, checked, then "
                + "those counted).",
            table: TextTable(headers: ["Case"] + architectures, alignments: [.left] + architectures.map { _ in .right },
                             rows: rows)
        )
    }

    /// One row per size and architecture: the landing, its first phase (bytes to data, the way the
    /// architecture reads) and the rest.
    static func landingPhases(_ index: FigureIndex) -> ReportSection? {
        let figures = LandingPhaseFigures.all(index)
        guard !figures.isEmpty else { return nil }
        let rows = figures.map { figure -> [String] in
            [
                ValueFormatter.formatNumber(Double(figure.subjects)),
                figure.architecture,
                figure.reading?.rawValue ?? "n/a",
                ValueFormatter.format(figure.landing, unit: "ns"),
                ValueFormatter.format(figure.bytesToData, unit: "ns"),
                ValueFormatter.format(figure.bytesToDataShare, unit: "%"),
                ValueFormatter.format(figure.rest, unit: "ns"),
            ]
        }
        return ReportSection(
            title: "List landing in two phases",
            caption: "Median time per landing. Bytes to data: both answers read the way the architecture reads them "
                + "(one-step: straight to cells; entities first: Subject entities, then cells), timed alone on the "
                + "landing's own bytes. The rest: the landing minus that phase (requests, answers, the architecture's "
                + "hand-offs, the cells on screen). Medians of two cases, so the rest is an estimate.",
            table: TextTable(
                headers: ["Subjects", "Architecture", "Reads", "Landing", "Bytes to data", "Share", "The rest"],
                alignments: [.right, .left, .left, .right, .right, .right, .right],
                rows: rows
            )
        )
    }

    /// One row per screen popped while loading: what stayed alive and what still arrived.
    static func lifetime(_ index: FigureIndex) -> ReportSection? {
        let suite = LifetimeSuite.suite
        let metrics = ["in flight at pop", "alive after pop", "ticks until freed", "requests cancelled", "answers after pop",
                       "callbacks after pop"]
        var rows: [[String]] = []
        for caseName in index.caseNames(in: suite) {
            let architectures: [String?] = index.metric(suite, caseName, nil, metrics[0]) != nil
                ? [nil] : index.architectures(in: suite)
            for architecture in architectures where index.metric(suite, caseName, architecture, metrics[0]) != nil {
                rows.append([caseName, architecture ?? "—"]
                    + metrics.map { index.format(suite, caseName, architecture, $0, unit: "") })
            }
        }
        guard !rows.isEmpty else { return nil }
        return ReportSection(
            title: "Lifetime: a screen popped while its requests fly",
            caption: "Counted, not timed: the manual scheduler's clock moves in ticks of 50 ms after the pop, and the "
                + "backend answers after 300 ms. block-strong, block-weak and delegate are the benchmark's own smallest "
                + "screen hearing back three ways; the rest are every architecture's real screens.",
            table: TextTable(
                headers: ["Case", "Architecture"] + metrics.map { $0.prefix(1).uppercased() + $0.dropFirst() },
                alignments: [.left, .left] + metrics.map { _ in .right },
                rows: rows
            )
        )
    }

    /// One row per architecture: its size, ratio to MVC and glue share.
    static func glue(_ index: FigureIndex) -> ReportSection? {
        let suite = GlueCase.suite
        let architectures = index.architectures(in: suite).filter { index.metric(suite, "all/all", $0, "lines") != nil }
        guard !architectures.isEmpty else { return nil }
        let rows = architectures.map { architecture -> [String] in
            func figure(_ caseName: String, _ metric: String) -> String {
                index.format(suite, caseName, architecture, metric, unit: "")
            }
            return [
                architecture,
                figure("all/all", "lines"),
                index.format(suite, "all/all", architecture, "lines vs MVC"),
                figure("all/glue", "lines"),
                index.format(suite, "all/all", architecture, "glue share"),
                figure("login/all", "lines"),
                figure("subjectList/all", "lines"),
                figure("shared/all", "lines"),
                figure("all/all", "files"),
                figure("all/all", "types"),
                figure("all/all", "protocols"),
            ]
        }
        return ReportSection(
            title: "Glue code: source lines per architecture",
            caption: "Lines exclude blanks and comments; glue share = glue lines / all lines. Deterministic.",
            table: TextTable(
                headers: ["Architecture", "Lines", "vs MVC", "Glue lines", "Glue share", "Login", "Subject list", "Shared",
                          "Files", "Types", "Protocols"],
                alignments: [.left] + Array(repeating: .right, count: 10),
                rows: rows
            )
        )
    }

    /// One row per shape and size: every reformer path's time with its ratio to the one-step path,
    /// its throughput and its allocations.
    static func reformers(_ index: FigureIndex) -> ReportSection? {
        let suite = ReformerSuite.suite
        let paths = ReformerPath.allCases
        var rows: [[String]] = []
        for count in ReformerSuite.subjectCounts {
            for shape in ["v1", "v2", "legacy"] {
                let names = paths.map { "\($0.rawValue)/\(shape)/\(count)" }
                guard names.contains(where: { index.metric(suite, $0, nil, "time per payload") != nil }) else { continue }
                let times = names.map { name in
                    "\(index.format(suite, name, nil, "time per payload")) (\(index.format(suite, name, nil, ReformerSuite.ratioName)))"
                }
                let throughputs = names.map { index.format(suite, $0, nil, "MB/s") }
                let allocations = names.map { index.format(suite, $0, nil, "allocations per payload", unit: "") }
                var row = [shape, ValueFormatter.formatNumber(Double(count))]
                row += times
                row += throughputs
                row += allocations
                row.append(index.format(suite, names[0], nil, "bytes allocated per payload"))
                rows.append(row)
            }
        }
        guard !rows.isEmpty else { return nil }
        let titles = paths.map { path -> String in
            switch path {
            case .oneStep: "One-step"
            case .twoStepReader: "Two-step (JSONReader)"
            case .twoStepDecoder: "Two-step (JSONDecoder)"
            case .dictionary: "Dictionary"
            }
        }
        var headers = ["Shape", "Subjects"] + titles
        headers += titles.map { "\($0) MB/s" }
        headers += titles.map { "\($0) allocs" }
        headers.append("One-step bytes allocated")
        return ReportSection(
            title: "Reformers: one-step, two-step and dictionary",
            caption: "Median time per payload (ratio to the one-step path: above 1× means the one-step path is cheaper), "
                + "throughput and heap allocations per payload, and the bytes the one-step path's allocations ask for "
                + "(its output's room among them).",
            table: TextTable(
                headers: headers,
                alignments: [.left] + Array(repeating: .right, count: headers.count - 1),
                rows: rows
            )
        )
    }

    /// One row per huge payload size: the one-step path's time, throughput and time per byte.
    static func hugePayloads(_ index: FigureIndex) -> ReportSection? {
        let suite = ReformerSuite.suite
        let rows: [[String]] = ReformerSuite.hugeMegabytes.compactMap { megabytes in
            let name = "huge/\(megabytes)MB"
            guard index.metric(suite, name, nil, "time per payload") != nil else { return nil }
            return [
                "\(megabytes) MB", index.format(suite, name, nil, "time per payload"), index.format(suite, name, nil, "MB/s"),
                index.format(suite, name, nil, "ns per byte"), index.format(suite, name, nil, "allocations per payload", unit: ""),
                index.format(suite, name, nil, "bytes allocated per payload"),
            ]
        }
        guard !rows.isEmpty else { return nil }
        return ReportSection(
            title: "Reformers: huge payloads (one-step, v1)",
            caption: "Median time per payload; time per byte flat across sizes means time linear in the payload's size. "
                + "Bytes allocated: what one reform's allocations ask for, its output's room among them.",
            table: TextTable(
                headers: ["Payload", "Time", "MB/s", "ns per byte", "Allocations", "Bytes allocated"],
                alignments: [.left, .right, .right, .right, .right, .right],
                rows: rows
            )
        )
    }

    /// One row per binding case: time per event and ratio to the floor.
    static func binding(_ index: FigureIndex) -> ReportSection? {
        let suite = BindingSuite.suite
        let cases = index.caseNames(in: suite)
        guard !cases.isEmpty else { return nil }
        // Instructions beside the time, where they were counted.
        let counted = cases.contains { index.metric(suite, $0, nil, "instructions per event")?.value != nil }
        let rows = cases.map { caseName in
            [
                caseName,
                index.format(suite, caseName, nil, "time per event"),
                index.format(suite, caseName, nil, "vs floor"),
            ] + (counted ? [
                index.format(suite, caseName, nil, "instructions per event", unit: ""),
                index.format(suite, caseName, nil, "vs floor in instructions"),
            ] : []) + [
                index.format(suite, caseName, nil, "allocations per event", unit: ""),
            ]
        }
        let headers = ["Case", "Time per event", "vs floor"]
            + (counted ? ["Instructions per event", "vs floor in instructions"] : []) + ["Allocations per event"]
        return ReportSection(
            title: "Binding kit: median time per event (ratio to the floor)",
            caption: "The floor is a direct call of the same handler through an opaque closure, measured in the same run. "
                + "observation/… are the same events through Swift's Observation (@Observable, withObservationTracking) "
                + "as the view kit runs it for screens that read their state in updateProperties().",
            table: TextTable(
                headers: headers,
                alignments: [.left] + headers.dropFirst().map { _ in .right },
                rows: rows
            )
        )
    }
}
