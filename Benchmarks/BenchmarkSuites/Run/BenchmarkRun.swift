import BenchmarkCore
import Foundation

/// Runs selected cases on the main actor, reports progress, adds the ratios between cases of the
/// same run, and assembles the report.
///
/// Consecutive timed cases of one group are measured in turns (see ``TimedCase/group``); any
/// other case runs on its own. What the timed cases count in fresh processes is counted once every
/// case has been timed, several children at a time (``CountingQueue``).
@MainActor
public struct BenchmarkRun {
    /// A case to run, with whether it runs only as a reference for a ratio.
    public typealias Entry = (benchmarkCase: any BenchmarkCase, isReference: Bool)

    /// The cases to run.
    public var cases: [Entry]
    /// The filter, applied again to the results of cases that produce many (glue code).
    public var filter: BenchFilter
    /// How timings are taken.
    public var configuration: MeasurementConfiguration
    /// Whether this is a `--quick` run, for the report.
    public var quick: Bool
    /// Notes about the run as a whole, first in the report.
    public var notes: [String]
    /// Receives one line per step: which suite, which case, how far, what came out; from the
    /// counting queue's threads too.
    public var progress: @Sendable (String) -> Void
    /// What each timed case counts in fresh processes: allocations (without a probe they are
    /// counted in this process, after timing, and vary slightly with what ran before) and
    /// instructions (left out without a probe).
    public var probes: CaseProbes

    /// Creates a run.
    public init(
        cases: [Entry],
        filter: BenchFilter,
        configuration: MeasurementConfiguration,
        quick: Bool,
        notes: [String] = [],
        probes: CaseProbes = CaseProbes(),
        checksPlacement: Bool = false,
        progress: @escaping @Sendable (String) -> Void
    ) {
        self.cases = cases
        self.filter = filter
        self.configuration = configuration
        self.quick = quick
        self.notes = notes
        self.probes = probes
        self.checksPlacement = checksPlacement
        self.progress = progress
    }

    /// Whether instruction counts that hashed no key path are checked at a second placement
    /// (``CountingQueue/checksPlacement``).
    public var checksPlacement: Bool

    /// A timed case measured and checked again, waiting for what fresh processes count.
    private struct Measured {
        var entry: Entry
        var timed: TimedCase
        var measurement: MeasurementResult
    }

    /// A case's place in the report: its outcome, or its measurement until its counts come.
    private enum Slot {
        case finished(Entry, CaseOutcome)
        case measured(Measured)
    }

    /// What has been gathered so far.
    private struct Tally {
        var slots: [Slot] = []
        var results: [BenchmarkResult] = []
        var ratios: [String: RatioReference] = [:]
        var notes: [String] = []
        var failures: [(identifier: String, failure: CheckFailure)] = []
        var done = 0
    }

    /// Runs every case and returns the report; a case whose check fails is named in the notes and
    /// in the failures and contributes no figure.
    public func run() -> RunOutcome {
        let machine = MachineInfo.current()
        let date = BenchmarkReport.timestamp(Date())
        let loadAtStart = MachineLoad.Averages.current()
        var configuration = configuration
        configuration.countsAllocations = probes.allocations == nil
        let runner = Runner(configuration: configuration)
        let started = MonotonicClock.now()
        var tally = Tally(notes: notes)
        var suite = ""
        var index = 0
        while index < cases.count {
            let identity = cases[index].benchmarkCase.identity
            if identity.suite != suite {
                suite = identity.suite
                let count = cases.filter { $0.benchmarkCase.identity.suite == suite }.count
                progress("== \(suite) (\(count) case\(count == 1 ? "" : "s"))")
            }
            let group = groupStarting(at: index)
            if group.count > 1 {
                runGroup(group, runner: runner, tally: &tally)
            } else {
                runAlone(cases[index], runner: runner, tally: &tally)
            }
            index += max(group.count, 1)
        }
        countAndRecord(&tally)
        let references = cases.filter(\.isReference).map(\.benchmarkCase.identity.identifier)
        if !references.isEmpty {
            tally.notes.append("Measured as references for ratios, though not selected: \(references.joined(separator: ", ")).")
        }
        progress("== done in \(Self.seconds(since: started))")
        let report = BenchmarkReport(
            machine: machine,
            date: date,
            quick: quick,
            machineLoad: MachineLoad.ending(startedAt: loadAtStart),
            notes: tally.notes,
            results: Self.addingRatios(tally.ratios, to: tally.results)
        )
        return RunOutcome(report: report, failures: tally.failures)
    }

    /// The timed cases of one group from `index` on (one case if it has no companions).
    private func groupStarting(at index: Int) -> [(entry: Entry, timed: TimedCase)] {
        guard let first = cases[index].benchmarkCase as? TimedCase else {
            return []
        }
        var group = [(cases[index], first)]
        var next = index + 1
        while next < cases.count, let timed = cases[next].benchmarkCase as? TimedCase, timed.group == first.group {
            group.append((cases[next], timed))
            next += 1
        }
        return group
    }

    private func runAlone(_ entry: Entry, runner: Runner, tally: inout Tally) {
        let started = MonotonicClock.now()
        do {
            if let timed = entry.benchmarkCase as? TimedCase {
                let work = try timed.prepare()
                let measurement = runner.measure(
                    eventsPerIteration: timed.eventsPerIteration,
                    allocationIterations: timed.allocationIterations,
                    allocationSamples: timed.allocationSamples
                ) { iterations in
                    work.run(iterations: iterations)
                }
                try measured(Measured(entry: entry, timed: timed, measurement: measurement), work, since: started, tally: &tally)
            } else {
                let outcome = try entry.benchmarkCase.run(with: runner)
                tally.slots.append(.finished(entry, outcome))
                report(entry, keeping: outcome, since: started, tally: &tally)
            }
        } catch {
            fail(entry, error, tally: &tally)
        }
    }

    /// Prepares (and checks) every case of the group, measures those that passed in turns, and
    /// checks each again.
    private func runGroup(_ group: [(entry: Entry, timed: TimedCase)], runner: Runner, tally: inout Tally) {
        let started = MonotonicClock.now()
        var prepared: [(entry: Entry, timed: TimedCase, work: any MeasuredWork)] = []
        for (entry, timed) in group {
            do {
                prepared.append((entry, timed, try timed.prepare()))
            } catch {
                fail(entry, error, tally: &tally)
            }
        }
        guard !prepared.isEmpty else {
            return
        }
        let names = prepared.map { $0.entry.benchmarkCase.identity.architecture ?? $0.entry.benchmarkCase.identity.caseName }
        progress("   measuring \(prepared.first?.timed.group ?? "") in turns: \(names.joined(separator: ", "))")
        let measurements = runner.measureInterleaved(prepared.map { $0.timed.interleaved($0.work) })
        for ((entry, timed, work), measurement) in zip(prepared, measurements) {
            do {
                try measured(Measured(entry: entry, timed: timed, measurement: measurement), work, since: started, tally: &tally)
            } catch {
                fail(entry, error, tally: &tally)
            }
        }
    }

    /// Checks a measured case's work again (no figure from a wrong result: the screen must still be
    /// right after thousands of events) and keeps its measurement for its counts.
    private func measured(_ case: Measured, _ work: any MeasuredWork, since started: UInt64, tally: inout Tally) throws(CheckFailure) {
        try work.check()
        tally.slots.append(.measured(`case`))
        report(`case`.entry, keeping: `case`.timed.outcome(`case`.measurement, counts: CaseCounts()), since: started, tally: &tally)
    }

    /// Counts what the measured cases need fresh processes for, then records every case's results
    /// in the order the cases ran.
    private func countAndRecord(_ tally: inout Tally) {
        let waiting = tally.slots.compactMap { slot -> Measured? in
            if case .measured(let measured) = slot { return measured }
            return nil
        }
        var counts: [String: Result<CaseCounts, CheckFailure>] = [:]
        if !waiting.isEmpty, probes.allocations != nil || probes.instructions != nil {
            let queue = CountingQueue(probes: probes, checksPlacement: checksPlacement)
            let identifiers = waiting.map(\.timed.identity.identifier)
            progress("== counting in fresh processes (\(identifiers.count) cases, \(queue.workers) at a time)")
            let started = MonotonicClock.now()
            counts = Dictionary(uniqueKeysWithValues: zip(identifiers, queue.count(identifiers, progress: progress)))
            progress("   counted in \(Self.seconds(since: started))")
        }
        for slot in tally.slots {
            switch slot {
            case .finished(let entry, let outcome):
                record(outcome, of: entry, tally: &tally)
            case .measured(let measured):
                switch counts[measured.timed.identity.identifier] ?? .success(CaseCounts()) {
                case .success(let counted):
                    record(measured.timed.outcome(measured.measurement, counts: counted), of: measured.entry, tally: &tally)
                case .failure(let failure):
                    fail(measured.entry, failure, tally: &tally, whileCounting: true)
                }
            }
        }
    }

    /// The progress line of a case that ran: what it measured, and how long it took.
    private func report(_ entry: Entry, keeping outcome: CaseOutcome, since started: UInt64, tally: inout Tally) {
        tally.done += 1
        let kept = outcome.results.filter { entry.isReference || filter.matches($0.identifier) }
        progress("\(position(of: entry, tally.done)): \(Self.summary(of: kept)) (\(Self.seconds(since: started)))")
    }

    private func record(_ outcome: CaseOutcome, of entry: Entry, tally: inout Tally) {
        let benchmarkCase = entry.benchmarkCase
        let kept = outcome.results.filter { entry.isReference || filter.matches($0.identifier) }
        tally.results += kept
        if let ratio = benchmarkCase.ratio {
            for result in kept {
                tally.ratios[result.identifier] = ratio
            }
        }
        if let note = benchmarkCase.note, !tally.notes.contains(note) {
            tally.notes.append(note)
        }
        for note in outcome.notes where !tally.notes.contains(note) {
            tally.notes.append(note)
        }
    }

    /// Records a failed check. A case that fails while its counts are taken was already numbered.
    private func fail(_ entry: Entry, _ failure: CheckFailure, tally: inout Tally, whileCounting: Bool = false) {
        let identifier = entry.benchmarkCase.identity.identifier
        tally.failures.append((identifier, failure))
        tally.notes.append("FAILED CHECK, no figures: \(identifier): \(failure.message)")
        if !whileCounting {
            tally.done += 1
        }
        progress("\(whileCounting ? "   \(identifier)" : position(of: entry, tally.done)): FAILED CHECK\n\(failure)")
    }

    private func position(of entry: Entry, _ done: Int) -> String {
        "[\(done)/\(cases.count)] \(entry.benchmarkCase.identity.identifier)\(entry.isReference ? " (reference)" : "")"
    }

    /// `results` with each ratio appended to the result it belongs to: the result's figure over
    /// the same figure of the reference case, `n/a` when either is missing.
    static func addingRatios(_ ratios: [String: RatioReference], to results: [BenchmarkResult]) -> [BenchmarkResult] {
        var byIdentifier: [String: BenchmarkResult] = [:]
        for result in results where byIdentifier[result.identifier] == nil {
            byIdentifier[result.identifier] = result
        }
        return results.map { result in
            guard let ratio = ratios[result.identifier] else {
                return result
            }
            var result = result
            let reference = byIdentifier[ratio.caseIdentifier]
            let numerator = result.metrics.first { $0.name == ratio.metric }
            let denominator = reference?.metrics.first { $0.name == ratio.metric }
            result.metrics.append(Metric.ratio(
                name: ratio.name,
                numerator: numerator?.value,
                denominator: denominator?.value,
                samples: (numerator?.spread, denominator?.spread)
            ))
            // The same factor on instructions, where they were counted: the architecture's own work,
            // without the machine's noise.
            if let instructions = result.metrics.first(where: { $0.kind == .instructions }) {
                result.metrics.append(Metric.instructionRatio(
                    name: ratio.name + " in instructions",
                    numerator: instructions,
                    denominator: reference?.metrics.first { $0.name == instructions.name }
                ))
            }
            return result
        }
    }

    /// The first figure of a case's results, for the progress line.
    private static func summary(of results: [BenchmarkResult]) -> String {
        guard let first = results.first, let metric = first.metrics.first else {
            return "no figures selected"
        }
        let figure = "\(metric.name) \(ValueFormatter.format(metric.value, unit: metric.unit))"
        return results.count == 1 ? figure : "\(results.count) results"
    }

    private static func seconds(since start: UInt64) -> String {
        ValueFormatter.formatNanoseconds(Double(MonotonicClock.now() &- start))
    }
}
