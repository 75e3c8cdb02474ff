import Architectures
import BenchmarkCore

/// The chains from each event to the screen (seeds 000, 001, 003, and 002's blocks: "binding makes
/// the chain longer and harder to trace; delegates keep it short"), read from
/// ``ChainFigures/path``, which ``ChainFigures/command`` records. Nothing is measured here: the case
/// checks that the file covers every architecture and event and was recorded on today's sources,
/// then reports, per event and architecture, the calls the event made into the architecture's own
/// code. Deterministic: the same sources give the same chains.
public struct ChainCase: BenchmarkCase {
    /// The suite name.
    public nonisolated static let suite = "chains"

    let architectures: [Architecture]
    let locator: PackageRootLocator

    /// The chains of `architectures`, read under the root `locator` finds.
    public init(architectures: [Architecture], locator: PackageRootLocator) {
        self.architectures = architectures
        self.locator = locator
    }

    public var identity: CaseIdentity {
        CaseIdentity(suite: Self.suite, caseName: "event")
    }

    /// `chains/<event>/<architecture>` for every event.
    public var resultIdentifiers: [String] {
        ChainEvent.allCases.flatMap { event in
            architectures.map { "\(Self.suite)/\(event.rawValue)/\($0.displayName)" }
        }
    }

    public var note: String? {
        "chains: recorded by `\(ChainFigures.command)` in a debug build that traces every function entry: every call an "
            + "event makes into the architecture's own code, from the user's action (or the answer's arrival) until the "
            + "screen has settled, deferred update passes included. calls = the calls into the architecture's module, a "
            + "function entered twice counted twice; methods = the distinct Type.member entered; closures crossed = the "
            + "closures among the calls; changes = the widget changes the event made."
    }

    public func verify() throws(CheckFailure) {
        _ = try checkedChains()
    }

    public func run(with runner: Runner) throws(CheckFailure) -> CaseOutcome {
        var results: [BenchmarkResult] = []
        for (architecture, entry) in try checkedChains() {
            for event in entry.events {
                results.append(BenchmarkResult(suite: Self.suite, caseName: event.event, architecture: architecture.displayName,
                                               metrics: Self.metrics(of: event, module: architecture.moduleName)))
            }
        }
        return CaseOutcome(results: results, notes: [])
    }

    /// One event's figures for the architecture whose code is `module`: the widget changes it made,
    /// the calls into the module, the distinct methods among them and the closures.
    static func metrics(of event: ChainFigures.EventChain, module: String) -> [Metric] {
        let calls = event.calls.filter { $0.module == module }
        return [
            Metric(name: "changes", value: Double(event.changes.count), unit: "changes", kind: .deterministic),
            Metric(name: "calls", value: Double(calls.count), unit: "calls", kind: .deterministic),
            Metric(name: "methods", value: Double(event.methods(in: module).count), unit: "methods", kind: .deterministic),
            Metric(name: "closures crossed", value: Double(calls.filter(\.isClosure).count), unit: "closures",
                   kind: .deterministic),
        ]
    }

    private var committed: CommittedFigures<ChainFigures> {
        CommittedFigures(path: ChainFigures.path, command: ChainFigures.command, what: "chains")
    }

    /// Each architecture's chains, after checking they were recorded on today's sources for every event.
    func checkedChains() throws(CheckFailure) -> [(Architecture, ChainFigures.ArchitectureChains)] {
        let root = try locator.locate()
        let file = try committed.load(root: root)
        var result: [(Architecture, ChainFigures.ArchitectureChains)] = []
        for architecture in architectures {
            guard let entry = file.architectures.first(where: { $0.architecture == architecture.displayName }) else {
                throw committed.missing(architecture)
            }
            try committed.checkFresh(architecture, fingerprint: entry.fingerprint,
                                     directories: ChainFigures.fingerprintedDirectories(of: architecture), root: root)
            guard entry.events.map(\.event) == ChainEvent.allCases.map(\.rawValue) else {
                throw CheckFailure("chains: \(architecture.displayName) has events \(entry.events.map(\.event)); "
                    + "run `\(ChainFigures.command)`")
            }
            let module = architecture.moduleName
            for event in entry.events where !event.calls.contains(where: { $0.module == module }) {
                throw CheckFailure("chains: \(event.event) on \(architecture.displayName) made no call into \(module)")
            }
            result.append((architecture, entry))
        }
        return result
    }
}
