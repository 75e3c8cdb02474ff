import Architectures
import BenchmarkCore
import Foundation

/// The second authors' implementations (docs/measuring.md, *Two authors of one change*): one patch
/// per architecture of a change, `Benchmarks/second-authors/<change>/<architecture>.patch`, each
/// written against the parent of that architecture's first-author commit, and measured as the
/// first authors' commits are, by ``ChangeCatalogue``'s measurement of a history: the history of an
/// ``AuthorChain``, the change made again by the patches.
public enum SecondAuthorCatalogue {
    /// The patch of `architecture` for `change`, relative to the package root.
    public static func patch(of architecture: Architecture, for change: String) -> String {
        "\(SecondAuthorFigures.folder)/\(change)/\(architecture.displayName.lowercased()).patch"
    }

    /// The record of the check that every patch of `change` applies and passes the tests
    /// (``SecondAuthorCheck``), relative to the package root.
    public static func check(of change: String) -> String {
        "\(SecondAuthorFigures.folder)/\(change)/\(SecondAuthorCheck.fileName)"
    }

    /// The changes with a folder of patches at `root`, in the order the history made them.
    public static func changes(root: String, in repository: GitRepository) throws(ChangeHistoryError) -> [String] {
        let folder = URL(fileURLWithPath: root).appendingPathComponent(SecondAuthorFigures.folder).path
        let present = Set((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
        var order: [String] = []
        for commit in try repository.changeCommits() where present.contains(commit.change) && !order.contains(commit.change) {
            order.append(commit.change)
        }
        return order
    }

    /// The patches of `change` at `root` that exist, by architecture display name, as absolute paths.
    public static func patches(root: String, change: String) -> [String: String] {
        var patches: [String: String] = [:]
        for architecture in Architecture.allCases {
            let path = URL(fileURLWithPath: root).appendingPathComponent(patch(of: architecture, for: change)).path
            if FileManager.default.fileExists(atPath: path) {
                patches[architecture.displayName] = path
            }
        }
        return patches
    }

    /// The history of `change` as its second authors made it, built into a new clone at `directory`.
    public static func chain(root: String, change: String, into directory: String) throws(ChangeHistoryError) -> AuthorChain {
        try AuthorChain.build(from: GitRepository.open(root: root), change: change, patches: patches(root: root, change: change),
                              into: directory)
    }

    /// Builds the chain of `change` into `directory` (``chain(root:change:into:)``) and returns what
    /// its check records of each patch: its blob id and the commit it applied to.
    public static func checkedPatches(root: String, change: String, into directory: String)
        throws(ChangeHistoryError) -> [SecondAuthorCheck.Patch] {
        let repository = try GitRepository.open(root: root)
        let chain = try chain(root: root, change: change, into: directory)
        var checked: [SecondAuthorCheck.Patch] = []
        for (architecture, _, parent) in chain.firstCommits {
            guard let known = Architecture.allCases.first(where: { $0.displayName == architecture }) else {
                throw .unknownArchitecture(commit: parent, name: architecture)
            }
            let path = patch(of: known, for: change)
            checked.append(SecondAuthorCheck.Patch(path: path, blob: try SecondAuthorCheck.blob(of: path, in: repository),
                                                   parent: parent))
        }
        return checked
    }

    /// Both authors' figures for every change with patches at `root`, each measured on its history
    /// of the change alone (``AuthorChain``), built in a temporary folder that is removed afterwards.
    ///
    /// - Parameter recorded: the first authors' figures as the full history gave them
    ///   (``ChangeFigures/path``), taken instead of measuring the first authors' history again; a
    ///   check that holds the file to the history needs only the second authors measured.
    public static func measure(root: String, recorded: ChangeFigures? = nil) throws(ChangeHistoryError) -> SecondAuthorFigures {
        let repository = try GitRepository.open(root: root)
        var measured: [SecondAuthorFigures.Change] = []
        for change in try changes(root: root, in: repository) {
            let scratch = FileManager.default.temporaryDirectory
                .appendingPathComponent("second-author-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: scratch) }
            let chain = try chain(root: root, change: change, into: scratch)
            let first: ChangeFigures.Change?
            if let recorded {
                first = recorded.changes.first { $0.change == change }
            } else {
                first = try ChangeCatalogue.measure(root: chain.root, through: chain.firstHead).changes.first { $0.change == change }
            }
            let second = try ChangeCatalogue.measure(root: chain.root, through: chain.secondHead).changes.first { $0.change == change }
            var pairs: [SecondAuthorFigures.Pair] = []
            for (architecture, sha, _) in chain.firstCommits {
                guard let mine = first?.architectures.first(where: { $0.architecture == architecture }),
                      let theirs = second?.architectures.first(where: { $0.architecture == architecture }),
                      let known = Architecture.allCases.first(where: { $0.displayName == architecture }) else {
                    throw .incompleteChange(change: change, missing: [architecture])
                }
                pairs.append(SecondAuthorFigures.Pair(architecture: architecture, patch: patch(of: known, for: change),
                                                      firstCommit: sha, first: .init(mine), second: .init(theirs)))
            }
            measured.append(SecondAuthorFigures.Change(change: change, pairs: pairs))
        }
        return SecondAuthorFigures(changes: measured)
    }
}
