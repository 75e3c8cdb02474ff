/// A commit that carries a `Change:` trailer: the change's own first commit (its specification,
/// shared support and conformance tests), or, with an `Architecture:` trailer as well, the commit
/// that makes the change in that architecture.
public struct ChangeCommit: Sendable, Equatable {
    /// Its full hash.
    public var sha: String
    /// Its first parent, or nil for a root commit: what its diff is taken against.
    public var parent: String?
    /// The value of its `Change:` trailer, the change's id, e.g. `subject-detail`.
    public var change: String
    /// The value of its `Architecture:` trailer, an architecture's display name, if it has one.
    public var architecture: String?

    /// Creates a commit.
    public init(sha: String, parent: String?, change: String, architecture: String?) {
        self.sha = sha
        self.parent = parent
        self.change = change
        self.architecture = architecture
    }

    /// The commits of `log`, written with ``CommitTrailers/logFormat``, that carry a `Change:`
    /// trailer, in the log's order. A trailer given twice with the same value counts once.
    ///
    /// - Throws: ``ChangeHistoryError/ambiguousTrailer(commit:key:values:)`` when a commit carries two
    ///   different values of one trailer; ``ChangeHistoryError/architectureWithoutChange(commit:architecture:)``
    ///   when it names an architecture but no change; ``ChangeHistoryError/gitFailed(command:message:)``
    ///   when a commit's entry does not have the five fields.
    public static func parse(log: String) throws(ChangeHistoryError) -> [ChangeCommit] {
        var commits: [ChangeCommit] = []
        for commit in try CommitTrailers.parse(log: log) {
            guard let change = commit.change else {
                if let architecture = commit.architecture {
                    throw .architectureWithoutChange(commit: commit.sha, architecture: architecture)
                }
                continue
            }
            commits.append(ChangeCommit(sha: commit.sha, parent: commit.parent, change: change, architecture: commit.architecture))
        }
        return commits
    }
}
