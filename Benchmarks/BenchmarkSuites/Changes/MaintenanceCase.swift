import Architectures
import BenchmarkCore

/// What each architecture's code cost outside its changes, from the first change on: the commits
/// with a `Maintenance:` trailer and the edits attributed in ``AttributedEdits/path``, read from
/// ``ChangeFigures/path`` as ``ChangeCase`` reads the changes. Reported beside the change costs so
/// that no edit of an architecture's code escapes the count. Deterministic.
public struct MaintenanceCase: BenchmarkCase {
    /// The suite name.
    public nonisolated static let suite = "maintenance"
    /// The one case: every maintenance edit so far.
    public nonisolated static let caseName = "edits"

    let changes: ChangeCase

    /// The maintenance of `architectures`, read under the root `locator` finds.
    public init(architectures: [Architecture], locator: PackageRootLocator) {
        changes = ChangeCase(architectures: architectures, locator: locator)
    }

    public var identity: CaseIdentity {
        CaseIdentity(suite: Self.suite, caseName: Self.caseName)
    }

    /// `maintenance/edits/<architecture>` for every architecture on file; the case's own name while
    /// there is none, so that a filter can still select it.
    public var resultIdentifiers: [String] {
        let recorded = reported((try? changes.load())?.maintenance ?? []).map {
            "\(identity.identifier)/\($0.architecture.displayName)"
        }
        return recorded.isEmpty ? [identity.identifier] : recorded
    }

    public var note: String? {
        "maintenance: measured by `\(ChangeFigures.command)` from git, from the first change on: the commits that edit an "
            + "architecture's code with a `Maintenance:` trailer, or attributed in \(AttributedEdits.path) (edits that "
            + "landed untagged before every edit had to be tagged); commits = how many touched it; code lines and "
            + "unit-test lines changed = counted as a change's are. Any other edit is refused by the recorder."
    }

    public func verify() throws(CheckFailure) {
        _ = try changes.load()
    }

    public func run(with runner: Runner) throws(CheckFailure) -> CaseOutcome {
        let results = reported(try changes.load().maintenance).map { architecture, upkeep in
            BenchmarkResult(suite: Self.suite, caseName: Self.caseName, architecture: architecture.displayName, metrics: [
                Metric(name: "commits", value: Double(upkeep.commits.count), unit: "commits", kind: .deterministic),
                Metric(name: "code lines changed", value: Double(upkeep.codeLinesChanged), unit: "lines", kind: .deterministic),
                Metric(name: "unit-test lines changed", value: Double(upkeep.unitTestLinesChanged), unit: "lines",
                       kind: .deterministic),
            ])
        }
        return CaseOutcome(results: results, notes: [])
    }

    /// The catalogue's architectures with their maintenance, in catalogue order.
    private func reported(_ maintenance: [ChangeFigures.Maintenance])
        -> [(architecture: Architecture, upkeep: ChangeFigures.Maintenance)] {
        changes.architectures.compactMap { architecture in
            maintenance.first { $0.architecture == architecture.displayName }.map { (architecture: architecture, upkeep: $0) }
        }
    }
}
