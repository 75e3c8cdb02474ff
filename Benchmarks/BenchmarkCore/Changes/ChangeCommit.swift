import Foundation

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

    /// The `git log --format` that ``parse(log:)`` reads: per commit its hash, its parents, and the
    /// values of its `Change` and `Architecture` trailers (several values apart by U+001D), the four
    /// fields apart by U+001F, each commit ended by U+001E.
    public static let logFormat = "%H%x1f%P%x1f%(trailers:key=Change,valueonly,separator=%x1d)%x1f"
        + "%(trailers:key=Architecture,valueonly,separator=%x1d)%x1e"

    /// The commits of `log`, written with ``logFormat``, that carry a `Change:` trailer, in the log's
    /// order. A trailer given twice with the same value counts once.
    ///
    /// - Throws: ``ChangeHistoryError/ambiguousTrailer(commit:key:values:)`` when a commit carries two
    ///   different values of one trailer; ``ChangeHistoryError/gitFailed(command:message:)`` when a
    ///   commit's entry does not have the four fields.
    public static func parse(log: String) throws(ChangeHistoryError) -> [ChangeCommit] {
        var commits: [ChangeCommit] = []
        for record in log.split(separator: "\u{1E}") {
            guard !trimmed(record).isEmpty else {
                continue
            }
            let fields = record.split(separator: "\u{1F}", omittingEmptySubsequences: false).map(trimmed)
            guard fields.count == 4, !fields[0].isEmpty else {
                throw .gitFailed(command: "git log", message: "unexpected entry \(String(reflecting: String(record)))")
            }
            let sha = fields[0]
            let changes = try values(fields[2], key: "Change", commit: sha)
            guard let change = changes.first else {
                continue
            }
            let architectures = try values(fields[3], key: "Architecture", commit: sha)
            let parent = fields[1].split(separator: " ").first.map(String.init)
            commits.append(ChangeCommit(sha: sha, parent: parent, change: change, architecture: architectures.first))
        }
        return commits
    }

    /// The distinct values of one trailer, at most one.
    private static func values(_ field: String, key: String, commit: String) throws(ChangeHistoryError) -> [String] {
        var distinct: [String] = []
        for value in field.split(separator: "\u{1D}").map(trimmed) where !value.isEmpty && !distinct.contains(value) {
            distinct.append(value)
        }
        guard distinct.count <= 1 else {
            throw .ambiguousTrailer(commit: commit, key: key, values: distinct)
        }
        return distinct
    }

    /// `text` without the spaces and line breaks around it.
    private static func trimmed(_ text: Substring) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
