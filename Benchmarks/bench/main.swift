// `bench`: runs the architecture benchmarks, lists them, or compares two reports.
// Progress and warnings go to stderr; the report (or comparison) to stdout or --output.
import BenchmarkCore
import BenchmarkSuites
import Foundation

/// Writes `text` to `path`, or to stdout when there is no path. Returns false (after saying why) if
/// the file cannot be written.
func emit(_ text: String, to path: String?) -> Bool {
    guard let path else {
        FileHandle.standardOutput.write(Data(text.utf8))
        return true
    }
    do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        StandardError.writeLine("Wrote \(path)")
        return true
    } catch {
        StandardError.writeLine("error: cannot write '\(path)'")
        return false
    }
}

@MainActor
func run(_ options: RunOptions) -> Int32 {
    // Bad input is refused before any work: sources that are not where --root says, a report
    // that could not be written at the end of the run.
    do {
        if let outputPath = options.outputPath { try BenchOptions.checkWritable(outputPath) }
    } catch {
        StandardError.writeLine(error.line)
        return BenchOptions.usageExitCode
    }
    if options.rootPath != nil {
        do {
            _ = try PackageRootLocator(explicitRoot: options.rootPath).locate()
        } catch {
            StandardError.writeLine("error: \(error.message)")
            return BenchOptions.usageExitCode
        }
    }
    let catalogue = BenchmarkCatalogue.cases(locator: PackageRootLocator(explicitRoot: options.rootPath), quick: options.quick)
    let selected = BenchmarkCatalogue.select(catalogue, filter: options.filter)
    guard !selected.isEmpty else {
        StandardError.writeLine("error: no case matches --filter \(options.filter.patterns.joined(separator: " ")); see --list")
        return BenchOptions.usageExitCode
    }
    if options.list {
        let lines = selected.flatMap { entry in
            entry.benchmarkCase.resultIdentifiers
                .filter { entry.isReference || options.filter.matches($0) }
                .map { $0 + (entry.isReference ? "  (reference for a ratio)" : "") }
        }
        return emit(lines.joined(separator: "\n") + "\n", to: options.outputPath) ? BenchOptions.successExitCode : BenchOptions.usageExitCode
    }
    // Before any measurement: restart with deterministic hashing (returns at once if it is on).
    DeterministicHashing.restartIfNeeded()
    let isDebug = BuildConfiguration.current == .debug
    if isDebug {
        StandardError.writeLine(MachineInfo.debugBuildWarning)
    }
    let probe = AllocationProbe.forThisExecutable()
    let instructionProbe: (any InstructionCounter)?
    do {
        instructionProbe = try options.countsInstructions ? makeInstructionProbe() : nil
    } catch {
        StandardError.writeLine(error.line)
        return BenchOptions.usageExitCode
    }
    defer { instructionProbe?.remove() }
    let uncounted = BenchmarkCatalogue.uncountedIdentifiers(locator: PackageRootLocator(explicitRoot: options.rootPath))
    let leavesOutCounts = instructionProbe != nil && selected.contains { uncounted.contains($0.benchmarkCase.identity.identifier) }
    let benchmark = BenchmarkRun(
        cases: selected,
        filter: options.filter,
        configuration: options.measurementConfiguration,
        quick: options.quick,
        notes: [DeterministicHashing.reportNote] + AllocationProbe.reportNotes(for: probe)
            + (instructionProbe.map { [$0.reportNote] } ?? [])
            + (leavesOutCounts ? [BenchmarkCatalogue.uncountedNote] : [])
            + (options.quick ? [BenchmarkCatalogue.quickNote] : []),
        probes: CaseProbes(allocations: probe, instructions: instructionProbe, uncounted: uncounted),
        checksPlacement: options.checksPlacement,
        progress: StandardError.writeLine
    )
    // The commit measured is read before the run, which may take minutes.
    let revision = (try? PackageRootLocator(explicitRoot: options.rootPath).locate()).flatMap(SourceRevision.describe(root:))
    let outcome = benchmark.run()
    // The claims are judged once, from the report's own figures, and carried in every format.
    var report = outcome.report
    report.revision = revision
    report.instructionCounting = instructionProbe?.counting
    report.claims = ClaimCatalogue.judge(report)
    let text: String
    do {
        text = try ReportRenderer.render(report, as: options.format, summary: ReportSummary.sections(of: report))
    } catch {
        StandardError.writeLine("error: cannot encode the report: \(error)")
        return BenchOptions.usageExitCode
    }
    guard emit(text, to: options.outputPath) else {
        return BenchOptions.usageExitCode
    }
    if isDebug {
        StandardError.writeLine(MachineInfo.debugBuildWarning)
    }
    for (identifier, failure) in outcome.failures {
        StandardError.writeLine("FAILED CHECK: \(identifier): \(failure.message)")
    }
    return outcome.passed ? BenchOptions.successExitCode : BenchOptions.checkFailedExitCode
}

/// `bench render`: a JSON report in another format, with the summary built from its figures and
/// the claims it was judged with (judged now from its figures if it predates them or their reasons).
func render(_ options: RenderOptions) -> Int32 {
    produce(to: options.outputPath, failureStatus: BenchOptions.usageExitCode) {
        var report = try BenchmarkReport.load(contentsOf: options.reportPath)
        if report.claims?.allSatisfy({ $0.why != nil && $0.ruleFile != nil }) != true {
            report.claims = ClaimCatalogue.judge(report)
        }
        return try ReportRenderer.render(report, as: options.format, summary: ReportSummary.sections(of: report))
    }
}

/// `bench compare-page`: `docs/compare.md` from the code and the recorded chains, and with
/// `--output` the screen drawings it shows, in `screens/` beside it.
@MainActor
func writeComparePage(_ options: PageOptions) -> Int32 {
    produce(to: options.outputPath, failureStatus: BenchOptions.checkFailedExitCode) {
        let page = try ComparePage.markdown(locator: PackageRootLocator(explicitRoot: options.rootPath))
        guard let outputPath = options.outputPath else {
            StandardError.writeLine("note: the screen drawings and compare.html are written only with --output, beside "
                + "the page (the drawings into \(ComparePage.drawingsFolder)/)")
            return page
        }
        let folder = URL(fileURLWithPath: outputPath).deletingLastPathComponent()
            .appendingPathComponent(ComparePage.drawingsFolder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // The side-by-side page beside it, from the same excerpts.
        let html = try ComparePage.html(locator: PackageRootLocator(explicitRoot: options.rootPath))
        try Data(html.utf8).write(to: folder.deletingLastPathComponent().appendingPathComponent("compare.html"))
        StandardError.writeLine("Wrote \(folder.deletingLastPathComponent().path)/compare.html")
        let drawings = try ComparePage.drawings()
        for drawing in drawings {
            try Data(drawing.svg.utf8).write(to: folder.appendingPathComponent(drawing.name))
        }
        // A look no architecture draws any more (a change has landed everywhere) leaves the folder.
        let drawn = Set(drawings.map(\.name))
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
        where name.hasSuffix(".svg") && !drawn.contains(name) {
            try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
        StandardError.writeLine("Wrote \(folder.path)/*.svg")
        return page
    }
}

/// What the commands that write one text (`render`, `compare-page`, `choosing-page`, `unit-tests`, `chains`, `changes`) have in
/// common: refuse an output that cannot be written before any work, make the text, write it. A bad command line
/// is status 2 with its one line; any other failure `failureStatus`, with what went wrong.
func produce(to outputPath: String?, failureStatus: Int32, _ make: () throws -> String) -> Int32 {
    do {
        if let outputPath { try BenchOptions.checkWritable(outputPath) }
        return emit(try make(), to: outputPath) ? BenchOptions.successExitCode : BenchOptions.usageExitCode
    } catch let error as BenchOptionsError {
        StandardError.writeLine(error.line)
        return BenchOptions.usageExitCode
    } catch {
        StandardError.writeLine("error: \(error)")
        return failureStatus
    }
}

/// The probe `--instructions` counts with, or the one line that says why there is none (Valgrind
/// missing: how to install it; on macOS, a kernel that keeps no count).
func makeInstructionProbe() throws(BenchOptionsError) -> any InstructionCounter {
    #if canImport(Darwin)
    // Valgrind does not run on today's Macs; the kernel counts the process's retired instructions.
    guard let probe = RetiredInstructionProbe.forThisExecutable() else {
        throw BenchOptionsError(RetiredInstructionProbe.unavailableMessage)
    }
    return probe
    #else
    guard let callgrind = CallgrindRun.locate() else {
        throw BenchOptionsError(CallgrindRun.missingMessage)
    }
    do {
        return try InstructionProbe.forThisExecutable(callgrind: callgrind)
    } catch {
        throw BenchOptionsError("cannot count instructions: \(error.description)")
    }
    #endif
}

/// `bench unit-tests`: the figures ``UnitTestFigures`` keeps, as JSON.
func measureUnitTests(_ options: UnitTestOptions) -> Int32 {
    produce(to: options.outputPath, failureStatus: BenchOptions.checkFailedExitCode) {
        let root = try PackageRootLocator(explicitRoot: options.rootPath).locate()
        let measurement = UnitTestMeasurement(
            testBinary: options.testBinary, toolchain: Toolchain(directory: options.toolchain), root: root,
            progress: StandardError.writeLine)
        return try committedJSON(try measurement.measure(), formatting: [.prettyPrinted, .sortedKeys])
    }
}

/// `bench chains`: the chains ``ChainFigures`` keeps, as JSON.
@MainActor
func recordChains(_ options: ChainOptions) -> Int32 {
    // A set's layout follows the hashing seed, and so do the calls its removals make into a key's
    // `hash(into:)`: with a random seed the same event would enter a different number of functions.
    DeterministicHashing.restartIfNeeded()
    return produce(to: options.outputPath, failureStatus: BenchOptions.checkFailedExitCode) {
        let root = try PackageRootLocator(explicitRoot: options.rootPath).locate()
        let chains = try ChainRecording(toolchain: Toolchain(directory: options.toolchain), root: root).record()
        return try committedJSON(chains, formatting: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    }
}

/// `bench changes`: what each change cost each architecture, ``ChangeFigures``, measured from the
/// package's git history, as JSON. Without a history to read (no `.git`, no `git`, a shallow
/// clone) it says so and writes nothing.
func measureChanges(_ options: ChangeOptions) -> Int32 {
    produce(to: options.outputPath, failureStatus: BenchOptions.checkFailedExitCode) {
        let root = try PackageRootLocator(explicitRoot: options.rootPath).locate()
        let figures = try ChangeCatalogue.measure(root: root)
        return try committedJSON(figures, formatting: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    }
}

/// Measures the second authors' patches into JSON, or, with `--chain`, builds one change's chain of
/// them and prints the record's lines of what each patch applied to (``SecondAuthorCheck``).
func secondAuthors(_ options: SecondAuthorOptions) -> Int32 {
    if let change = options.chain, let directory = options.chainDirectory {
        return produce(to: nil, failureStatus: BenchOptions.checkFailedExitCode) {
            let root = try PackageRootLocator(explicitRoot: options.rootPath).locate()
            let checked = try SecondAuthorCatalogue.checkedPatches(root: root, change: change, into: directory)
            return checked.map(\.line).joined(separator: "\n") + "\n"
        }
    }
    return produce(to: options.outputPath, failureStatus: BenchOptions.checkFailedExitCode) {
        let root = try PackageRootLocator(explicitRoot: options.rootPath).locate()
        let figures = try SecondAuthorCatalogue.measure(root: root)
        return try committedJSON(figures, formatting: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    }
}

/// Figures for a committed file, as JSON text with a final line break.
func committedJSON(_ value: some Encodable, formatting: JSONEncoder.OutputFormatting) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = formatting
    return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
}

let status: Int32
do {
    switch try BenchOptions.parse(Array(CommandLine.arguments.dropFirst())) {
    case .help:
        status = emit(BenchOptions.usage + "\n", to: nil) ? BenchOptions.successExitCode : BenchOptions.usageExitCode
    case .compare(let options):
        if let outputPath = options.outputPath { try BenchOptions.checkWritable(outputPath) }
        let comparison = ReportComparison.run(options)
        if comparison.exitCode == BenchOptions.usageExitCode {
            StandardError.writeLine(comparison.output)
            status = comparison.exitCode
        } else {
            status = emit(comparison.output, to: options.outputPath) ? comparison.exitCode : BenchOptions.usageExitCode
        }
    case .render(let options):
        status = render(options)
    case .comparePage(let options):
        status = MainActor.assumeIsolated { writeComparePage(options) }
    case .choosingPage(let options):
        status = MainActor.assumeIsolated {
            produce(to: options.outputPath, failureStatus: BenchOptions.checkFailedExitCode) {
                try ChoosingPage.markdown(locator: PackageRootLocator(explicitRoot: options.rootPath))
            }
        }
    case .run(let options):
        status = MainActor.assumeIsolated { run(options) }
    case .countAllocations(let identifier):
        let answer = MainActor.assumeIsolated { AllocationCountCommand.run(caseIdentifier: identifier) }
        if !answer.error.isEmpty {
            StandardError.writeLine(answer.error)
        }
        status = emit(answer.output.isEmpty ? "" : answer.output + "\n", to: nil) ? answer.exitCode : BenchOptions.usageExitCode
    case .countInstructions(let identifier):
        let answer = MainActor.assumeIsolated { InstructionCountCommand.run(caseIdentifier: identifier) }
        if !answer.error.isEmpty {
            StandardError.writeLine(answer.error)
        }
        status = emit(answer.output.isEmpty ? "" : answer.output + "\n", to: nil) ? answer.exitCode : BenchOptions.usageExitCode
    case .unitTests(let options):
        status = measureUnitTests(options)
    case .chains(let options):
        status = MainActor.assumeIsolated { recordChains(options) }
    case .changes(let options):
        status = measureChanges(options)
    case .secondAuthors(let options):
        status = secondAuthors(options)
    case .payload(let options):
        status = PayloadCommand.run(options)
    }
} catch {
    StandardError.writeLine(error.line)
    status = BenchOptions.usageExitCode
}
exit(status)
