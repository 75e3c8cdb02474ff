import Architectures
import BenchmarkCore

/// Each change with a second author: per architecture, both authors' code lines and unit-test lines
/// changed and how far apart they are, read from ``SecondAuthorFigures/path``, which
/// ``SecondAuthorFigures/command`` measures. Pooled over every pair, the two authors' spread is the
/// code-line uncertainty every verdict's margin uses (``AuthorSpread``). Deterministic.
public struct SecondAuthorCase: BenchmarkCase {
    /// The suite name.
    public nonisolated static let suite = "second-authors"
    /// The two authors' source code lines changed, which the margins read (``AuthorSpread``).
    public nonisolated static let firstLines = "code lines changed, first author"
    public nonisolated static let secondLines = "code lines changed, second author"

    let architectures: [Architecture]
    let locator: PackageRootLocator

    /// The second authors of `architectures`, read under the root `locator` finds.
    public init(architectures: [Architecture], locator: PackageRootLocator) {
        self.architectures = architectures
        self.locator = locator
    }

    public var identity: CaseIdentity {
        CaseIdentity(suite: Self.suite, caseName: "change")
    }

    /// `second-authors/<change>/<architecture>` for every pair on file; the case's own name while
    /// there is none, so that a filter can still select it.
    public var resultIdentifiers: [String] {
        let recorded = ((try? load())?.changes ?? []).flatMap { change in
            reported(change).map { "\(Self.suite)/\(change.change)/\($0.architecture.displayName)" }
        }
        return recorded.isEmpty ? [identity.identifier] : recorded
    }

    public var note: String? {
        "second-authors: measured by `\(SecondAuthorFigures.command)`: for a hold-out change, each architecture's second, "
            + "independent implementation, kept as a patch against the parent of its first author's commit "
            + "(\(SecondAuthorFigures.folder)), is measured as that commit is, by the same recorder; code lines and "
            + "unit-test lines changed = as the changes suite counts them, by each author; spread = the two apart, as a "
            + "share of the larger. Every verdict's margin takes as a code-line figure's uncertainty the two authors' "
            + "code lines apart summed over every pair as a share of the larger of each pair summed, and at least the "
            + "most lines any pair was apart."
    }

    public func verify() throws(CheckFailure) {
        _ = try load()
    }

    public func run(with runner: Runner) throws(CheckFailure) -> CaseOutcome {
        var results: [BenchmarkResult] = []
        for change in try load().changes {
            for (architecture, pair) in reported(change) {
                results.append(BenchmarkResult(suite: Self.suite, caseName: change.change, architecture: architecture.displayName,
                                               metrics: Self.metrics(of: pair)))
            }
        }
        return CaseOutcome(results: results, notes: [])
    }

    /// Both authors' figures for one architecture, and how far apart they are.
    static func metrics(of pair: SecondAuthorFigures.Pair) -> [Metric] {
        func lines(_ name: String, _ value: Int) -> Metric {
            Metric(name: name, value: Double(value), unit: "lines", kind: .deterministic)
        }
        func share(_ name: String, _ value: Double) -> Metric {
            Metric(name: name, value: (value * 1000).rounded() / 10, unit: "%", kind: .deterministic)
        }
        return [
            lines(Self.firstLines, pair.first.codeLinesChanged),
            lines(Self.secondLines, pair.second.codeLinesChanged),
            share("code-line spread", pair.codeLineSpread),
            lines("unit-test lines changed, first author", pair.first.unitTestLinesChanged),
            lines("unit-test lines changed, second author", pair.second.unitTestLinesChanged),
            share("unit-test line spread", pair.unitTestLineSpread),
        ]
    }

    /// The architectures of the catalogue with a pair for `change`, in catalogue order.
    private func reported(_ change: SecondAuthorFigures.Change)
        -> [(architecture: Architecture, pair: SecondAuthorFigures.Pair)] {
        architectures.compactMap { architecture in
            change.pairs.first { $0.architecture == architecture.displayName }.map { (architecture: architecture, pair: $0) }
        }
    }

    private var committed: CommittedFigures<SecondAuthorFigures> {
        CommittedFigures(path: SecondAuthorFigures.path, command: SecondAuthorFigures.command, what: "second authors")
    }

    /// The file as written, or a failure saying how to make it.
    func load() throws(CheckFailure) -> SecondAuthorFigures {
        try committed.load(root: locator.locate())
    }
}
