import Architectures
import BenchmarkCore

/// What each architecture's own unit tests reach and build (seeds 000, 001, 003, 004: "MVC's
/// logic can't be unit tested"), read from ``UnitTestFigures/path``, which
/// ``UnitTestFigures/command`` measures under source coverage. Nothing is measured here: the case
/// checks that the file covers every architecture of the catalogue, was measured on the sources as
/// they are now (their fingerprints match) and tests the same behaviours in each, then reports it.
/// Deterministic: the same sources give the same file.
public struct UnitTestCase: BenchmarkCase {
    /// The suite name.
    public nonisolated static let suite = "unit-tests"
    /// The case of the coverage and the means over the behaviours.
    public nonisolated static let summaryCase = "all"
    /// The suite of each behaviour's own figures, a table of its own.
    public nonisolated static let behaviourSuite = "unit-test-behaviours"

    let architectures: [Architecture]
    let locator: PackageRootLocator

    /// The figures of `architectures`, read under the root `locator` finds.
    public init(architectures: [Architecture], locator: PackageRootLocator) {
        self.architectures = architectures
        self.locator = locator
    }

    public var identity: CaseIdentity {
        CaseIdentity(suite: Self.suite, caseName: "behaviour")
    }

    /// `unit-tests/all/<architecture>` and `unit-test-behaviours/B<n>/<architecture>` for every behaviour.
    public var resultIdentifiers: [String] {
        let behaviours = (try? load())?.architectures.first?.behaviours.map(\.behaviour) ?? []
        return architectures.map { "\(Self.suite)/\(Self.summaryCase)/\($0.displayName)" }
            + behaviours.flatMap { behaviour in
                architectures.map { "\(Self.behaviourSuite)/\(behaviour)/\($0.displayName)" }
            }
    }

    public var note: String? {
        "unit-tests: measured by `\(UnitTestFigures.command)` from each architecture's own unit tests "
            + "(Tests/<Module>Tests; the conformance suite not included), built with LLVM source coverage. "
            + "logic coverage = logic lines the tests ran / logic lines LLVM counts as executable; for each behaviour of "
            + "docs/unit-behaviours.md, run alone: types reached = the architecture's own types whose code ran, views built = "
            + "runs of the view kit's View initialiser, setup lines = the test's lines before its first check and its suite's "
            + "init; test support lines = the test files' lines outside test functions."
    }

    public func verify() throws(CheckFailure) {
        _ = try checkedFigures()
    }

    public func run(with runner: Runner) throws(CheckFailure) -> CaseOutcome {
        var results: [BenchmarkResult] = []
        for (architecture, figures) in try checkedFigures() {
            let name = architecture.displayName
            let behaviours = figures.behaviours
            let count = Double(behaviours.count)
            func mean(_ value: (UnitTestFigures.BehaviourFigures) -> Int) -> Double {
                Double(behaviours.map(value).reduce(0, +)) / count
            }
            results.append(BenchmarkResult(suite: Self.suite, caseName: Self.summaryCase, architecture: name, metrics: [
                Metric(name: "logic coverage", value: figures.logicCoverage, unit: "%", kind: .deterministic,
                       lowerIsBetter: false),
                Metric(name: "logic lines executable", value: Double(figures.logicLinesExecutable), unit: "lines",
                       kind: .deterministic),
                Metric(name: "behaviours building views", value: Double(behaviours.filter { $0.viewsBuilt > 0 }.count),
                       unit: "tests", kind: .deterministic),
                Metric(name: "views built per behaviour", value: mean(\.viewsBuilt), unit: "views", kind: .deterministic),
                Metric(name: "types reached per behaviour", value: mean(\.typesReached.count), unit: "types",
                       kind: .deterministic),
                Metric(name: "setup lines per behaviour", value: mean(\.setupLines), unit: "lines", kind: .deterministic),
                Metric(name: "test support lines", value: Double(figures.testSupportLines), unit: "lines",
                       kind: .deterministic),
            ]))
            for behaviour in behaviours {
                results.append(BenchmarkResult(suite: Self.behaviourSuite, caseName: behaviour.behaviour, architecture: name, metrics: [
                    Metric(name: "views built", value: Double(behaviour.viewsBuilt), unit: "views", kind: .deterministic),
                    Metric(name: "types reached", value: Double(behaviour.typesReached.count), unit: "types",
                           kind: .deterministic),
                    Metric(name: "setup lines", value: Double(behaviour.setupLines), unit: "lines", kind: .deterministic),
                ]))
            }
        }
        return CaseOutcome(results: results, notes: [])
    }

    private var committed: CommittedFigures<UnitTestFigures> {
        CommittedFigures(path: UnitTestFigures.path, command: UnitTestFigures.command, what: "unit tests")
    }

    /// The file as written, or a failure saying how to make it.
    func load() throws(CheckFailure) -> UnitTestFigures {
        try committed.load(root: locator.locate())
    }

    /// Each architecture's figures, after checking they were measured on today's sources and
    /// cover the same behaviours.
    func checkedFigures() throws(CheckFailure) -> [(Architecture, UnitTestFigures.ArchitectureFigures)] {
        let root = try locator.locate()
        let file = try committed.load(root: root)
        var result: [(Architecture, UnitTestFigures.ArchitectureFigures)] = []
        for architecture in architectures {
            guard let figures = file.architectures.first(where: { $0.architecture == architecture.displayName }) else {
                throw committed.missing(architecture)
            }
            try committed.checkFresh(architecture, fingerprint: figures.fingerprint,
                                     directories: UnitTestFigures.fingerprintedDirectories(of: architecture), root: root)
            guard !figures.behaviours.isEmpty, figures.logicLinesExecutable > 0 else {
                throw CheckFailure("unit tests: \(architecture.displayName) has no behaviour tests or no logic lines")
            }
            if let first = result.first, first.1.behaviours.map(\.behaviour) != figures.behaviours.map(\.behaviour) {
                throw CheckFailure("unit tests: \(architecture.displayName) tests other behaviours than \(first.0.displayName)")
            }
            result.append((architecture, figures))
        }
        return result
    }
}
