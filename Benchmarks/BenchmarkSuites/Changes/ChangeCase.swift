import Architectures
import BenchmarkCore

/// What each change (a new requirement, landed as one commit per architecture) cost each
/// architecture, read from ``ChangeFigures/path``, which ``ChangeFigures/command`` measures from the
/// git history. Nothing is measured here: the case checks that the file can be read, then reports,
/// per change, one result per architecture that has made it, in catalogue order, with its figures
/// set against MVC's. A change no architecture has made yet reports nothing. Deterministic: the
/// same history gives the same file.
public struct ChangeCase: BenchmarkCase {
    /// The suite name.
    public nonisolated static let suite = "changes"
    /// The architecture whose figures the others' are set against.
    public nonisolated static let reference = Architecture.mvc.displayName

    let architectures: [Architecture]
    let locator: PackageRootLocator

    /// The changes of `architectures`, read under the root `locator` finds.
    public init(architectures: [Architecture], locator: PackageRootLocator) {
        self.architectures = architectures
        self.locator = locator
    }

    public var identity: CaseIdentity {
        CaseIdentity(suite: Self.suite, caseName: "change")
    }

    /// `changes/<change>/<architecture>` for every architecture that has made a change on file; the
    /// case's own name while there is none, so that a filter can still select it.
    public var resultIdentifiers: [String] {
        let changes = (try? load())?.changes ?? []
        let recorded = changes.flatMap { change in
            reported(change).map { "\(Self.suite)/\(change.change)/\($0.architecture.displayName)" }
        }
        return recorded.isEmpty ? [identity.identifier] : recorded
    }

    public var note: String? {
        "changes: measured by `\(ChangeFigures.command)` from git: a change is a new requirement, landed as one commit "
            + "per architecture (trailers `Change:` and `Architecture:`), measured against its parent. A file is touched "
            + "when a code line of it changed (an edit of comments or a move touches nothing); files touched and files "
            + "added = in the architecture's sources, test files touched = in its unit tests, apart; code lines added "
            + "and removed = in its sources, "
            + "not blank, not comment-only, an added line judged in the new file, a removed one in the old; <role> lines "
            + "changed = those lines by the role line above them; controller lines changed = those in its view "
            + "controllers (`…\(ChangeMeasurement.controllerSuffix)`); data lines changed = those in its data code (a "
            + "function that calls an API manager's request or `fetch`, or a `\(ChangeMeasurement.dataAccessName)` "
            + "conformance); ripple files = its source files touched that belong to a screen (by folder) outside the "
            + "change's; navigator files touched = its routers, coordinators, mediator and their protocols touched "
            + "(never ripple); unit-test lines "
            + "changed = code lines added and removed in its unit tests; lines before = its sources at the parent of "
            + "its commit; lines, files and largest file after = its sources at the commit; feature lines and features "
            + "before = the same of the files a screen owns, the shared code and the navigators left out; most-grown file to "
            + "date = the most code lines one such file has gained over the architecture's changes so far of the same "
            + "trial (post hoc: the first five; held out: the hold-out changes), each file's gains summed across changes "
            + "(a file a change adds gains from the next change on); vs "
            + "\(Self.reference) = the figure over "
            + "\(Self.reference)'s for the same change."
    }

    public func verify() throws(CheckFailure) {
        _ = try load()
    }

    public func run(with runner: Runner) throws(CheckFailure) -> CaseOutcome {
        var results: [BenchmarkResult] = []
        let changes = try load().changes
        let grown = Self.mostGrownFileToDate(changes)
        for change in changes {
            let costs = reported(change)
            let reference = change.architectures.first { $0.architecture == Self.reference }
            // Every declared role, so that each change's table has the same columns; unassigned
            // lines only where some architecture has them.
            let hasUnassigned = costs.contains { $0.cost.lines(role: .unassigned) > 0 }
            let roles: [Role] = Role.declared + (hasUnassigned ? [.unassigned] : [])
            for (architecture, cost) in costs {
                let toDate = Metric(name: "most-grown file to date", value: Double(grown[change.change]?[cost.architecture] ?? 0),
                                    unit: "lines", kind: .deterministic)
                results.append(BenchmarkResult(suite: Self.suite, caseName: change.change,
                                               architecture: architecture.displayName,
                                               metrics: Self.metrics(of: cost, against: reference, roles: roles) + [toDate]))
            }
        }
        return CaseOutcome(results: results, notes: [])
    }

    /// One architecture's figures for one change, each a count, then the two figures set against
    /// the reference architecture's (`n/a` while it has not made the change, or where it has none).
    static func metrics(of cost: ChangeFigures.ArchitectureCost, against reference: ChangeFigures.ArchitectureCost?,
                        roles: [Role]) -> [Metric] {
        func count(_ name: String, _ value: Int, _ unit: String) -> Metric {
            Metric(name: name, value: Double(value), unit: unit, kind: .deterministic)
        }
        func factor(_ name: String, _ figure: (ChangeFigures.ArchitectureCost) -> Int) -> Metric {
            let base = reference.map(figure) ?? 0
            return Metric(name: "\(name) vs \(Self.reference)", value: base > 0 ? Double(figure(cost)) / Double(base) : nil,
                          unit: "×", kind: .deterministic)
        }
        var metrics = [
            count("files touched", cost.filesTouched, "files"),
            count("files added", cost.filesAdded, "files"),
            count("test files touched", cost.testFilesTouched, "files"),
            count("code lines added", cost.codeLinesAdded, "lines"),
            count("code lines removed", cost.codeLinesRemoved, "lines"),
            count("code lines changed", cost.codeLinesChanged, "lines"),
        ]
        metrics += roles.map { count("\($0.rawValue) lines changed", cost.lines(role: $0), "lines") }
        metrics += [
            count("controller lines changed", cost.controllerLinesChanged, "lines"),
            count("data lines changed", cost.dataLinesChanged, "lines"),
            count("ripple files", cost.ripple.count, "files"),
            count("navigator files touched", cost.navigatorFiles.count, "files"),
            count("unit-test lines changed", cost.unitTestLinesChanged, "lines"),
            count("lines before", cost.sourceLinesBefore, "lines"),
            count("feature lines before", cost.featureLinesBefore, "lines"),
            count("features before", cost.featuresBefore, "features"),
            count("lines after", cost.sourceLinesAfter, "lines"),
            count("files after", cost.sourceFilesAfter, "files"),
            count("largest file after", cost.largestFileLinesAfter, "lines"),
            factor("files touched") { $0.filesTouched },
            factor("code lines changed") { $0.codeLinesChanged },
        ]
        return metrics
    }

    /// Per change, per architecture that made it: the most code lines one feature file has gained
    /// over that architecture's changes up to this one of the same trial (``ChangeTrial``: the post
    /// hoc changes, or the hold-out ones), each file's gains summed across them; 0 when none has
    /// grown. A view controller that takes every requirement grows here; a file a change adds counts
    /// from the change after.
    static func mostGrownFileToDate(_ changes: [ChangeFigures.Change]) -> [String: [String: Int]] {
        var gained: [String: [String: [String: Int]]] = [:]
        var result: [String: [String: Int]] = [:]
        for change in changes {
            let trial = ChangeTrial.all.first { $0.changes.contains(change.change) }?.name ?? ""
            for cost in change.architectures {
                for growth in cost.featureFileGrowth {
                    gained[trial, default: [:]][cost.architecture, default: [:]][growth.path, default: 0] += growth.lines
                }
                result[change.change, default: [:]][cost.architecture] =
                    max(0, gained[trial]?[cost.architecture]?.values.max() ?? 0)
            }
        }
        return result
    }

    /// The architectures of the catalogue that have made `change`, in catalogue order, with their figures.
    private func reported(_ change: ChangeFigures.Change)
        -> [(architecture: Architecture, cost: ChangeFigures.ArchitectureCost)] {
        architectures.compactMap { architecture in
            change.architectures.first { $0.architecture == architecture.displayName }
                .map { (architecture: architecture, cost: $0) }
        }
    }

    private var committed: CommittedFigures<ChangeFigures> {
        CommittedFigures(path: ChangeFigures.path, command: ChangeFigures.command, what: "changes")
    }

    /// The file as written, or a failure saying how to make it.
    func load() throws(CheckFailure) -> ChangeFigures {
        try committed.load(root: locator.locate())
    }
}
