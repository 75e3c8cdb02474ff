import Foundation

/// Compares a head report against a base report, figure by figure.
///
/// Figures are matched by ``MetricKey`` (suite, case, architecture, parameters, metric name). The
/// rules, by the base figure's ``MetricKind``:
/// - ``MetricKind/time``: marked slower, faster or undecided when it moves by more than the
///   threshold (see ``ComparisonStatus``, ``NoiseTest``); never gates.
/// - ``MetricKind/ratio``: marked the same way; gates when slower: worse by more than the threshold,
///   relative to the base (`head > base × (1 + threshold)` when lower is better), and beyond what
///   the two runs' samples explain. A value appearing or vanishing (`n/a`) is
///   ``ComparisonStatus/changed`` and gates.
/// - ``MetricKind/deterministic``: any difference gates, including to or from `n/a`.
/// - ``MetricKind/instructions``: gates when it gets worse by more than the instruction threshold,
///   as a ratio does, but only when both reports counted with the same counter (the same Valgrind,
///   or the same kernel's retired instructions) on the same CPU model and toolchain
///   (``instructionsComparable``); otherwise shown, with a note. A count taken at several
///   placements of the code is tested against them too (``instructionStatus(base:head:rule:)``).
/// - Only in base: ``ComparisonStatus/missing``, gates unless it is a time.
/// - Only in head: ``ComparisonStatus/new``, never gates.
///
/// With ``FailurePolicy/deterministic`` (`--fail-on deterministic`) only deterministic figures gate;
/// ratio regressions are still reported, in a section of their own.
///
/// Differences in the conditions (quick vs full, debug vs release, machine, toolchain) do not gate
/// but are noted at the top of the output.
public struct ReportComparison: Sendable {
    /// The figures, base order first, then figures new in head in head order.
    public let entries: [ComparisonEntry]
    /// Remarks about the two reports (mismatched conditions, duplicate figures).
    public let notes: [String]
    /// The ratio threshold used, as a fraction.
    public let threshold: Double
    /// The instruction-count threshold used, as a fraction.
    public let instructionThreshold: Double
    /// How a time or ratio's move is told from the noise of its samples.
    public let noiseTest: NoiseTest
    /// Whether the two reports' instruction counts can be compared: both counted, by the same
    /// counter (``BenchmarkReport/instructionCounting``), on the same CPU model, toolchain and build
    /// configuration.
    public let instructionsComparable: Bool
    /// Which figures make the comparison fail.
    public let failOn: FailurePolicy
    /// The base report.
    public let base: BenchmarkReport
    /// The head report.
    public let head: BenchmarkReport

    /// Tolerance for floating-point noise in `change > threshold` (0.15 may compute as 0.1500…01).
    static let tolerance = 1e-9

    /// Compares `head` against `base` with a ratio `threshold` (a fraction; 0.15 = 15 %), failing on
    /// the figures `failOn` names.
    public init(
        base: BenchmarkReport,
        head: BenchmarkReport,
        threshold: Double = CompareOptions.defaultThreshold,
        instructionThreshold: Double = CompareOptions.defaultInstructionThreshold,
        failOn: FailurePolicy = .all
    ) {
        self.base = base
        self.head = head
        self.threshold = threshold
        self.instructionThreshold = instructionThreshold
        self.failOn = failOn
        let instructionsComparable = Self.instructionsComparable(base: base, head: head)
        self.instructionsComparable = instructionsComparable
        let noiseTest = NoiseTest(comparisons: Self.sampledComparisons(base: base, head: head))
        self.noiseTest = noiseTest
        let rule = Rule(threshold: threshold, instructionThreshold: instructionThreshold,
                        instructionsComparable: instructionsComparable, failOn: failOn, noiseTest: noiseTest)
        var notes = Self.conditionNotes(base: base, head: head)
        let (baseMetrics, baseOrder, baseDuplicates) = Self.index(base)
        let (headMetrics, headOrder, headDuplicates) = Self.index(head)
        notes += baseDuplicates.map { "Base has \($0) more than once; the first is used." }
        notes += headDuplicates.map { "Head has \($0) more than once; the first is used." }
        var entries: [ComparisonEntry] = []
        for key in baseOrder {
            entries.append(Self.entry(key: key, base: baseMetrics[key], head: headMetrics[key], rule: rule))
        }
        for key in headOrder where baseMetrics[key] == nil {
            entries.append(Self.entry(key: key, base: nil, head: headMetrics[key], rule: rule))
        }
        self.entries = entries
        self.notes = notes
    }

    /// The entries that make the comparison fail.
    public var failures: [ComparisonEntry] {
        entries.filter(\.gates)
    }

    /// Slower, regressed, changed and missing figures that do not make the comparison fail: slower
    /// times, slower ratios under ``FailurePolicy/deterministic``, instruction counts that cannot be
    /// compared, and missing times.
    public var reportedNotGated: [ComparisonEntry] {
        entries.filter { entry in
            !entry.gates && [.regressed, .slower, .changed, .missing].contains(entry.status)
        }
    }

    /// Whether the comparison passes.
    public var passed: Bool {
        failures.isEmpty
    }

    /// 0 when it passes, 1 when a gated figure changed, regressed or went missing.
    public var exitCode: Int32 {
        passed ? BenchOptions.successExitCode : BenchOptions.regressionExitCode
    }

    /// The comparison as Markdown: verdict, conditions, notes, failures, then every figure.
    public func markdown() -> String {
        var sections: [String] = ["# Benchmark comparison"]
        let verdict = passed
            ? "**Result: pass** — no gated figure changed or regressed."
            : "**Result: FAIL** — \(failures.count) gated figure\(failures.count == 1 ? "" : "s") changed, regressed or went missing."
        sections.append(verdict)
        let gating = failOn == .all
            ? "deterministic figures gate on any change, instruction counts and ratio figures on a regression past their thresholds; times never gate."
            : "only the figures the sources decide gate (--fail-on deterministic): deterministic figures on any change, instruction counts on a regression past their threshold; ratio regressions are reported, not gated; times never gate."
        var conditions = [
            "- Ratio threshold: \(ValueFormatter.formatNumber(threshold * 100))%; instruction threshold: "
                + "\(ValueFormatter.formatNumber(instructionThreshold * 100))%; \(gating)",
            "- Noise: a time or ratio past its threshold is slower or faster only when a Mann-Whitney U test on both runs' "
                + "samples gives p < \(String(format: "%.2g", noiseTest.alpha)) (\(ValueFormatter.formatNumber(NoiseTest.familyWiseError * 100))% over the comparison, shared out over "
                + "the figures with samples); otherwise it is undecided.",
            "- Base: \(Self.describe(base))",
            "- Head: \(Self.describe(head))",
        ]
        conditions += notes.map { "- Note: \($0)" }
        sections.append(conditions.joined(separator: "\n"))
        let counts = ComparisonStatus.allCases.compactMap { status -> String? in
            let count = entries.filter { $0.status == status }.count
            return count > 0 ? "\(status.rawValue): \(count)" : nil
        }
        sections.append("Figures: \(entries.count)" + (counts.isEmpty ? "" : " (" + counts.joined(separator: ", ") + ")"))
        if !passed {
            sections.append("## Gated changes\n\n" + table(failures).renderMarkdown())
        }
        let notGated = reportedNotGated
        if !notGated.isEmpty {
            sections.append("## Reported, not gated\n\n" + table(notGated).renderMarkdown())
        }
        sections.append("## All figures\n\n" + (entries.isEmpty ? "No figures." : table(entries).renderMarkdown()))
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// Loads both reports named in `options`, compares them and renders the result.
    ///
    /// - Returns: the text to print and the exit status: 0 pass, 1 gated change, 2 a report could
    ///   not be read.
    public static func run(_ options: CompareOptions) -> (output: String, exitCode: Int32) {
        let base: BenchmarkReport
        let head: BenchmarkReport
        do {
            base = try BenchmarkReport.load(contentsOf: options.basePath)
        } catch {
            return ("error: cannot read the base report \(error)", BenchOptions.usageExitCode)
        }
        do {
            head = try BenchmarkReport.load(contentsOf: options.headPath)
        } catch {
            return ("error: cannot read the head report \(error)", BenchOptions.usageExitCode)
        }
        let comparison = ReportComparison(base: base, head: head, threshold: options.threshold,
                                          instructionThreshold: options.instructionThreshold, failOn: options.failOn)
        return (comparison.markdown(), comparison.exitCode)
    }

    /// How figures are judged: the thresholds, whether instruction counts may gate, the policy.
    struct Rule {
        var threshold: Double = CompareOptions.defaultThreshold
        var instructionThreshold: Double = CompareOptions.defaultInstructionThreshold
        var instructionsComparable = true
        var failOn: FailurePolicy = .all
        var noiseTest = NoiseTest(comparisons: 1)

        /// Whether a figure of `kind` with `status` makes the comparison fail.
        func gates(kind: MetricKind, status: ComparisonStatus) -> Bool {
            (kind != .instructions || instructionsComparable) && failOn.gates(kind: kind, status: status)
        }
    }

    static func entry(key: MetricKey, base: Metric?, head: Metric?, rule: Rule = Rule()) -> ComparisonEntry {
        guard let base else {
            return ComparisonEntry(key: key, base: nil, head: head, status: .new, gates: false)
        }
        guard let head else {
            return ComparisonEntry(key: key, base: base, head: nil, status: .missing, gates: rule.gates(kind: base.kind, status: .missing))
        }
        let status: ComparisonStatus
        switch base.kind {
        case .memory:
            status = .ok
        case .deterministic:
            status = base.value == head.value ? .ok : .changed
        case .time, .ratio:
            status = rule.noiseTest.status(base: base, head: head, threshold: rule.threshold)
        case .instructions:
            status = instructionStatus(base: base, head: head, rule: rule)
        }
        return ComparisonEntry(key: key, base: base, head: head, status: status, gates: rule.gates(kind: base.kind, status: status))
    }

    /// An instruction count's verdict: regressed or improved past the instruction threshold. A count
    /// taken at several placements of the code (``CodePlacement``) moved only when the move is more
    /// than where the code lies explains: the two reports' placements differ by the noise test, or,
    /// with placements on one side only, the other side's count lies beyond all of them; otherwise
    /// it is undecided.
    static func instructionStatus(base: Metric, head: Metric, rule: Rule) -> ComparisonStatus {
        let status = thresholdStatus(base: base, head: head, threshold: rule.instructionThreshold)
        guard status == .regressed || status == .improved else {
            return status
        }
        switch (base.spread?.values, head.spread?.values, base.value, head.value) {
        case let (baseSamples?, headSamples?, _, _):
            guard let p = MannWhitney.pValue(baseSamples, headSamples), p < rule.noiseTest.alpha else {
                return .undecided
            }
        case let (samples?, nil, _, value?), let (nil, samples?, value?, _):
            guard let lowest = samples.min(), let highest = samples.max(), value < lowest || value > highest else {
                return .undecided
            }
        default:
            break
        }
        return status
    }

    /// Regressed or improved past `threshold`, relative to the base, in the figure's better
    /// direction; changed when it became (un)measurable.
    static func thresholdStatus(base: Metric, head: Metric, threshold: Double) -> ComparisonStatus {
        switch (base.value, head.value) {
        case (nil, nil):
            return .ok
        case let (baseValue?, headValue?):
            let change = ComparisonEntry.worsening(of: base, from: baseValue, to: headValue)
            if change > threshold + tolerance {
                return .regressed
            }
            if change < -(threshold + tolerance) {
                return .improved
            }
            return .ok
        default:
            return .changed
        }
    }

    /// How many figures both reports have samples of: the number of tests a comparison makes.
    static func sampledComparisons(base: BenchmarkReport, head: BenchmarkReport) -> Int {
        let (headMetrics, _, _) = index(head)
        var count = 0
        for result in base.results {
            for metric in result.metrics where metric.spread?.values != nil {
                if headMetrics[result.key(for: metric)]?.spread?.values != nil {
                    count += 1
                }
            }
        }
        return max(count, 1)
    }

    /// Whether instruction counts of the two reports can be set against each other.
    static func instructionsComparable(base: BenchmarkReport, head: BenchmarkReport) -> Bool {
        guard let counter = base.instructionCounting, counter == head.instructionCounting else {
            return false
        }
        return base.machine.cpu == head.machine.cpu && base.machine.toolchain == head.machine.toolchain
            && base.buildConfiguration == head.buildConfiguration
    }

    /// Metrics by key, keys in report order, and keys seen more than once.
    static func index(_ report: BenchmarkReport) -> ([MetricKey: Metric], [MetricKey], [MetricKey]) {
        var metrics: [MetricKey: Metric] = [:]
        var order: [MetricKey] = []
        var duplicates: [MetricKey] = []
        for result in report.results {
            for metric in result.metrics {
                let key = result.key(for: metric)
                if metrics[key] == nil {
                    metrics[key] = metric
                    order.append(key)
                } else {
                    duplicates.append(key)
                }
            }
        }
        return (metrics, order, duplicates)
    }

    static func conditionNotes(base: BenchmarkReport, head: BenchmarkReport) -> [String] {
        var notes: [String] = []
        if base.isDebugBuild || head.isDebugBuild {
            let which = [base.isDebugBuild ? "base" : nil, head.isDebugBuild ? "head" : nil].compactMap { $0 }
            notes.append("DEBUG BUILD in \(which.joined(separator: " and ")): timings are not representative.")
        } else if base.buildConfiguration != head.buildConfiguration {
            notes.append("Build configurations differ.")
        }
        if base.quick != head.quick {
            notes.append(
                "Modes differ: base is \(base.quick ? "quick" : "full"), head is \(head.quick ? "quick" : "full"); times are less comparable."
            )
        }
        if base.schemaVersion != head.schemaVersion {
            notes.append("Schema versions differ: base \(base.schemaVersion), head \(head.schemaVersion).")
        }
        let differences = [
            ("toolchain", base.machine.toolchain, head.machine.toolchain),
            ("OS", base.machine.operatingSystem, head.machine.operatingSystem),
            ("CPU", base.machine.cpu, head.machine.cpu),
            ("cores", String(base.machine.activeCores), String(head.machine.activeCores)),
        ].filter { $0.1 != $0.2 }
        for (name, baseValue, headValue) in differences {
            notes.append("Different \(name): base \(baseValue), head \(headValue); absolute times are not comparable.")
        }
        switch (base.instructionCounting, head.instructionCounting) {
        case (nil, nil):
            break
        case let (baseCounter?, headCounter?):
            if !instructionsComparable(base: base, head: head) {
                let why = baseCounter == headCounter ? "different CPU models, toolchains or builds" : "\(baseCounter) and \(headCounter)"
                notes.append("Instruction counts come from \(why): they are shown, not gated.")
            }
        default:
            let which = base.instructionCounting == nil ? "head" : "base"
            notes.append("Only the \(which) report counted instructions (bench --instructions): instruction counts are shown, not gated.")
        }
        if base.allocationCounting != head.allocationCounting {
            notes.append("Allocation counting differs: base \(base.allocationCounting), head \(head.allocationCounting).")
        }
        return notes
    }

    static func describe(_ report: BenchmarkReport) -> String {
        let mode = report.quick ? "quick" : "full"
        return "\(report.date), \(report.buildConfiguration.rawValue), \(mode), \(report.machine.toolchain), \(report.machine.cpu)"
    }

    func table(_ entries: [ComparisonEntry]) -> TextTable {
        let rows = entries.map { entry -> [String] in
            let unit = entry.base?.unit ?? entry.head?.unit ?? ""
            let kind = entry.kind == .time || entry.kind == .memory ? "\(entry.kind.rawValue) (not gated)" : entry.kind.rawValue
            return [
                entry.key.suite,
                entry.key.caseName,
                entry.key.architecture ?? "",
                entry.key.parameters,
                entry.key.metric,
                kind,
                entry.base.map { ValueFormatter.format($0.value, unit: unit) } ?? "—",
                entry.head.map { ValueFormatter.format($0.value, unit: unit) } ?? "—",
                entry.base != nil && entry.head != nil ? ValueFormatter.formatChange(entry.relativeChange) : "",
                entry.status.rawValue,
            ]
        }
        return TextTable(
            headers: ["Suite", "Case", "Architecture", "Parameters", "Metric", "Kind", "Base", "Head", "Change", "Status"],
            alignments: [.left, .left, .left, .left, .left, .left, .right, .right, .right, .left],
            rows: rows
        ).droppingEmptyColumns()
    }
}
