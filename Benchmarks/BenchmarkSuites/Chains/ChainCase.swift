import Architectures
import BenchmarkCore

/// The chains from each event to the screen (seeds 000, 001, 003, and 002's blocks: "binding makes
/// the chain longer and harder to trace; delegates keep it short"), read from
/// ``ChainFigures/path``, which ``ChainFigures/command`` records. Nothing is measured here: the case
/// checks that the file covers every architecture and event and was recorded on today's sources,
/// then reports, per event and architecture, the chains that pass through the architecture's own
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
        "chains: recorded by `\(ChainFigures.command)` in a debug build, where every call the source makes is a frame: "
            + "the call stack at each widget change an event causes, the package's own calls kept, outermost first. "
            + "Only changes whose chain passes through the architecture's module count (typing into a field changes the "
            + "field by itself). longest chain = the most frames in the architecture's module on one chain; closures "
            + "crossed = the most closures one chain passes through, in any of the package's modules; methods on longest = "
            + "the distinct Type.member of the architecture's module on the longest chain; mean = frames in the module per change."
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

    /// One event's figures for the architecture whose code is `module`, from the chains that pass
    /// through it: the changes they reach, the frames of the longest, the mean over changes (a chain
    /// counts once per change it reaches), the most closures one crosses, the methods on the longest.
    static func metrics(of event: ChainFigures.EventChains, module: String) -> [Metric] {
        let traced = event.chains.filter { $0.frames(in: module) > 0 }
        let changes = traced.map(\.changes.count).reduce(0, +)
        let longest = traced.max { $0.frames(in: module) < $1.frames(in: module) }
        let mean = changes == 0 ? 0
            : Double(traced.map { $0.frames(in: module) * $0.changes.count }.reduce(0, +)) / Double(changes)
        return [
            Metric(name: "changes traced", value: Double(changes), unit: "changes", kind: .deterministic),
            Metric(name: "longest chain", value: Double(longest?.frames(in: module) ?? 0), unit: "frames",
                   kind: .deterministic),
            Metric(name: "mean chain", value: mean, unit: "frames", kind: .deterministic),
            Metric(name: "closures crossed", value: Double(traced.map(\.closuresCrossed).max() ?? 0), unit: "closures",
                   kind: .deterministic),
            Metric(name: "methods on longest", value: Double(longest?.methods(in: module).count ?? 0),
                   unit: "methods", kind: .deterministic),
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
            for event in entry.events where !event.chains.contains(where: { $0.frames(in: module) > 0 }) {
                throw CheckFailure("chains: no change of \(event.event) on \(architecture.displayName) passes through \(module)")
            }
            result.append((architecture, entry))
        }
        return result
    }
}
