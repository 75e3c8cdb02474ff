import BenchmarkCore
import SharedModel

/// The summary's tables of instruction counts (`bench --instructions`), with the ratio to the
/// reference on instructions; the binding kit's counts are columns of its own table. A table is
/// left out of a report that has no counts for it. Each caption names the counter the report's
/// `counting` names (``BenchmarkReport/instructionCounting``).
enum InstructionSummary {
    /// The propagation cases and the first phase of a landing (rows) by architecture (columns):
    /// instructions per event and their ratio to MVC.
    static func propagation(_ index: FigureIndex, counting: String? = nil) -> ReportSection? {
        var rows: [[String]] = []
        var architectures: [String] = []
        for suite in [PropagationSuite.suite, LandingPhaseSuite.suite] {
            let inSuite = index.architectures(in: suite)
            architectures = architectures.isEmpty ? inSuite : architectures
            for caseName in index.caseNames(in: suite) {
                let metric = counted(index, suite, caseName, architectures)
                guard let metric else { continue }
                rows.append(["\(suite)/\(caseName)"] + architectures.map { architecture in
                    let count = index.format(suite, caseName, architecture, metric, unit: "")
                    let ratio = index.format(suite, caseName, architecture, "vs MVC in instructions")
                    return "\(count) (\(ratio))"
                })
            }
        }
        guard !rows.isEmpty else { return nil }
        // Valgrind simulates the CPU, so its count repeats; the kernel's comes from the CPU itself.
        let steadiness = RetiredInstructions.counted(counting)
            ? "far steadier than a time however busy the machine, so a ratio here is mostly the architecture's own work."
            : "the same for the same binary however busy the machine, so a ratio here is the architecture's own work."
        return ReportSection(
            title: "Instructions per event (ratio to MVC)",
            caption: "Counted \(BenchmarkReport.instructionsCounted(by: counting)) (bench --instructions): \(steadiness) "
                + "Per landing for the landings; the 100,000-subject landings are not counted (the notes say why). "
                + "Lower is better.",
            table: TextTable(headers: ["Case"] + architectures, alignments: [.left] + architectures.map { _ in .right }, rows: rows)
        )
    }

    /// Instructions per byte of every reformer path, per shape and size, with the ratio to the
    /// one-step path (the huge payloads are not counted: ``BenchmarkCatalogue/uncountedIdentifiers(locator:)``).
    static func reformers(_ index: FigureIndex, counting: String? = nil) -> ReportSection? {
        let suite = ReformerSuite.suite
        var rows: [[String]] = []
        for count in ReformerSuite.subjectCounts {
            for shape in CatalogueShape.allCases {
                let names = ReformerPath.allCases.map { "\($0.rawValue)/\(shape.rawValue)/\(count)" }
                guard names.contains(where: { index.metric(suite, $0, nil, "instructions per byte")?.value != nil }) else { continue }
                rows.append(["\(shape.rawValue)/\(count)"] + names.map { name in
                    "\(index.format(suite, name, nil, "instructions per byte", unit: "")) "
                        + "(\(index.format(suite, name, nil, ReformerSuite.ratioName + " in instructions")))"
                })
            }
        }
        guard !rows.isEmpty else { return nil }
        let paths = ReformerPath.allCases.map(\.rawValue)
        return ReportSection(
            title: "Reformers: instructions per byte (ratio to the one-step path)",
            caption: "Counted \(BenchmarkReport.instructionsCounted(by: counting)) (bench --instructions), per byte of the "
                + "payload read; the 100,000-subject and huge payloads are not counted (the notes say why).",
            table: TextTable(headers: ["Payload"] + paths, alignments: [.left] + paths.map { _ in .right }, rows: rows)
        )
    }

    /// The metric a case's instructions are named by, if any architecture of it has a count.
    private static func counted(_ index: FigureIndex, _ suite: String, _ caseName: String, _ architectures: [String]) -> String? {
        ["instructions per event", "instructions per landing"].first { name in
            architectures.contains { index.metric(suite, caseName, $0, name)?.value != nil }
        }
    }
}
