import Foundation

/// Compares a head report against a base report, figure by figure.
///
/// Figures are matched by ``MetricKey`` (suite, case, architecture, parameters, metric name). The
/// rules, by the base figure's ``MetricKind``:
/// - ``MetricKind/time``: shown with its change, never gates.
/// - ``MetricKind/ratio``: gates when it gets worse by more than the threshold, relative to the base
///   (`head > base × (1 + threshold)` when lower is better); a value appearing or vanishing (`n/a`)
///   is ``ComparisonStatus/changed`` and gates.
/// - ``MetricKind/deterministic``: any difference gates, including to or from `n/a`.
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
        failOn: FailurePolicy = .all
    ) {
        self.base = base
        self.head = head
        self.threshold = threshold
        self.failOn = failOn
        var notes = Self.conditionNotes(base: base, head: head)
        let (baseMetrics, baseOrder, baseDuplicates) = Self.index(base)
        let (headMetrics, headOrder, headDuplicates) = Self.index(head)
        notes += baseDuplicates.map { "Base has \($0) more than once; the first is used." }
        notes += headDuplicates.map { "Head has \($0) more than once; the first is used." }
        var entries: [ComparisonEntry] = []
        for key in baseOrder {
            entries.append(Self.entry(
                key: key, base: baseMetrics[key], head: headMetrics[key], threshold: threshold, failOn: failOn
            ))
        }
        for key in headOrder where baseMetrics[key] == nil {
            entries.append(Self.entry(key: key, base: nil, head: headMetrics[key], threshold: threshold, failOn: failOn))
        }
        self.entries = entries
        self.notes = notes
    }

    /// The entries that make the comparison fail.
    public var failures: [ComparisonEntry] {
        entries.filter(\.gates)
    }

    /// Regressions, changes and missing figures that do not make the comparison fail: ratio
    /// figures under ``FailurePolicy/deterministic``, and missing times.
    public var reportedNotGated: [ComparisonEntry] {
        entries.filter { !$0.gates && ($0.status == .regressed || $0.status == .changed || $0.status == .missing) }
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
            ? "deterministic figures gate on any change, ratio figures on a regression past the threshold; times never gate."
            : "only deterministic figures gate (--fail-on deterministic); ratio regressions are reported, not gated; times never gate."
        var conditions = [
            "- Ratio threshold: \(ValueFormatter.formatNumber(threshold * 100))%; \(gating)",
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
        let comparison = ReportComparison(base: base, head: head, threshold: options.threshold, failOn: options.failOn)
        return (comparison.markdown(), comparison.exitCode)
    }

    static func entry(
        key: MetricKey,
        base: Metric?,
        head: Metric?,
        threshold: Double,
        failOn: FailurePolicy = .all
    ) -> ComparisonEntry {
        guard let base else {
            return ComparisonEntry(key: key, base: nil, head: head, status: .new, gates: false)
        }
        guard let head else {
            return ComparisonEntry(
                key: key, base: base, head: nil, status: .missing, gates: failOn.gates(kind: base.kind, status: .missing)
            )
        }
        let status: ComparisonStatus
        switch base.kind {
        case .time, .memory:
            status = .ok
        case .deterministic:
            status = base.value == head.value ? .ok : .changed
        case .ratio:
            switch (base.value, head.value) {
            case (nil, nil):
                status = .ok
            case let (baseValue?, headValue?):
                var change = ComparisonEntry.relativeChange(from: baseValue, to: headValue)
                if !base.lowerIsBetter {
                    change = -change
                }
                if change > threshold + tolerance {
                    status = .regressed
                } else if change < -(threshold + tolerance) {
                    status = .improved
                } else {
                    status = .ok
                }
            default:
                status = .changed
            }
        }
        return ComparisonEntry(
            key: key, base: base, head: head, status: status, gates: failOn.gates(kind: base.kind, status: status)
        )
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
