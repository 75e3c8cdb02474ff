import Foundation

/// One change made twice, each on a history of its own, in a clone of the package: the package as it
/// was before the change's first architecture commit, as one root commit; then one commit per
/// architecture, in the order the first authors' commits landed, with the same `Change:` and
/// `Architecture:` trailers, on one branch the first author's own commit (``firstBranch``), on the
/// other that architecture's second-author patch (``secondBranch``). Measured by the same recorder,
/// the two histories differ only in who wrote each architecture's commit, and hold nothing else to
/// measure. Before they are built, each patch is checked to apply to the parent of its first
/// author's commit, which is what it was written against. The second branch, checked out, holds
/// every second author's code at once, for the tests.
public struct AuthorChain: Sendable {
    /// The clone's root.
    public let root: String
    /// The last commit of the first authors' history.
    public let firstHead: String
    /// The last commit of the second authors' history (checked out).
    public let secondHead: String
    /// Each architecture's first-author commit for the change and its parent, which the patch was
    /// checked to apply to, in landing order.
    public let firstCommits: [(architecture: String, sha: String, parent: String)]

    /// The branch of the first authors' history.
    public static let firstBranch = "first-author"
    /// The branch of the second authors' history.
    public static let secondBranch = "second-author"

    /// Builds both histories of `change` from `repository` into a new clone at `directory`, from
    /// `patches` (architecture display name to the patch's path).
    ///
    /// - Throws: ``ChangeHistoryError/gitFailed(command:message:)`` when git fails, a patch does not
    ///   apply to its parent or names an architecture that has no commit for the change, or an
    ///   architecture's commit has no patch; ``ChangeHistoryError/unknownChange(_:)`` when no
    ///   architecture made the change.
    public static func build(from repository: GitRepository, change: String, patches: [String: String],
                             into directory: String) throws(ChangeHistoryError) -> AuthorChain {
        let commits = try repository.changeCommits().filter { $0.change == change && $0.architecture != nil }
        guard let first = commits.first, let start = first.parent else {
            throw .unknownChange(change)
        }
        let made = commits.compactMap(\.architecture)
        if let stray = patches.keys.sorted().first(where: { !made.contains($0) }) {
            throw .gitFailed(command: "second-author patches of \(change)",
                             message: "\(patches[stray] ?? stray) is for \(stray), which has no commit for \(change)")
        }
        if let missing = made.first(where: { patches[$0] == nil }) {
            throw .gitFailed(command: "second-author patches of \(change)", message: "\(missing) has no patch")
        }
        let git = { (arguments: [String]) throws(ChangeHistoryError) -> String in
            try run(repository.git, arguments, in: directory)
        }
        // Shared: the clone borrows the package's objects, and writes only its own commits.
        _ = try run(repository.git, ["clone", "-q", "--shared", repository.root, directory], in: nil)
        for commit in commits {
            guard let architecture = commit.architecture, let patch = patches[architecture], let parent = commit.parent else {
                continue
            }
            _ = try git(["checkout", "-q", "--detach", parent])
            do {
                _ = try git(["apply", "--check", patch])
            } catch {
                throw .gitFailed(command: "git apply --check \(patch)",
                                 message: "it does not apply to \(parent), the parent of \(architecture)'s commit \(commit.sha)")
            }
        }
        var heads: [String] = []
        for branch in [firstBranch, secondBranch] {
            _ = try git(["checkout", "-q", "--orphan", branch, start])
            _ = try git(["commit", "-q", "-m", "The package before change \(change)"])
            for commit in commits {
                guard let architecture = commit.architecture, let patch = patches[architecture] else {
                    continue
                }
                if branch == firstBranch {
                    _ = try git(["cherry-pick", "--allow-empty", "--keep-redundant-commits", commit.sha])
                } else {
                    _ = try git(["apply", "--index", patch])
                    _ = try git(["commit", "-q", "--allow-empty", "-m", "\(architecture) makes change \(change), by its second author",
                                 "-m", "Change: \(change)\nArchitecture: \(architecture)"])
                }
            }
            heads.append(try git(["rev-parse", "HEAD"]).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return AuthorChain(root: directory, firstHead: heads[0], secondHead: heads[1],
                           firstCommits: commits.compactMap { commit in
                               guard let architecture = commit.architecture, let parent = commit.parent else { return nil }
                               return (architecture, commit.sha, parent)
                           })
    }

    /// What `git` printed, run in `directory` with nothing of the user's configuration and a fixed
    /// committer, after checking that it succeeded.
    private static func run(_ git: String, _ arguments: [String], in directory: String?) throws(ChangeHistoryError) -> String {
        var environment = [
            "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_TERMINAL_PROMPT": "0", "LC_ALL": "C",
            "GIT_AUTHOR_NAME": "Second author", "GIT_AUTHOR_EMAIL": "second-author@example.invalid",
            "GIT_COMMITTER_NAME": "Second author", "GIT_COMMITTER_EMAIL": "second-author@example.invalid",
            "GIT_AUTHOR_DATE": "2000-01-01T00:00:00Z", "GIT_COMMITTER_DATE": "2000-01-01T00:00:00Z",
        ]
        environment["PATH"] = ProcessInfo.processInfo.environment["PATH"]
        let answer: ChildProcess.Answer
        do {
            answer = try ChildProcess.run(git, arguments, environment: .only(environment), directory: directory)
        } catch {
            throw .gitFailed(command: "git " + arguments.joined(separator: " "), message: "\(error)")
        }
        guard answer.status == 0 else {
            throw .gitFailed(command: "git " + arguments.joined(separator: " "),
                             message: answer.errors.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return answer.output
    }
}
