import Foundation

/// One commit of the history with the trailers the change figures read: `Change:` (a change's id),
/// `Architecture:` (the architecture a change's commit makes it in) and `Maintenance:` (why a
/// commit edits an architecture's code outside any change). Each is at most one value.
public struct CommitTrailers: Sendable, Equatable {
    /// Its full hash.
    public var sha: String
    /// Its first parent, or nil for a root commit: what its diff is taken against.
    public var parent: String?
    /// The value of its `Change:` trailer.
    public var change: String?
    /// The value of its `Architecture:` trailer.
    public var architecture: String?
    /// The value of its `Maintenance:` trailer: why it edits code outside a change.
    public var maintenance: String?

    /// Creates a commit's entry.
    public init(sha: String, parent: String?, change: String? = nil, architecture: String? = nil, maintenance: String? = nil) {
        self.sha = sha
        self.parent = parent
        self.change = change
        self.architecture = architecture
        self.maintenance = maintenance
    }

    /// The `git log --format` that ``parse(log:)`` reads: per commit its hash, its parents, and the
    /// values of its `Change`, `Architecture` and `Maintenance` trailers (several values apart by
    /// U+001D), the five fields apart by U+001F, each commit ended by U+001E.
    public static let logFormat = "%H%x1f%P%x1f%(trailers:key=Change,valueonly,separator=%x1d)%x1f"
        + "%(trailers:key=Architecture,valueonly,separator=%x1d)%x1f"
        + "%(trailers:key=Maintenance,valueonly,separator=%x1d)%x1e"

    /// Every commit of `log`, written with ``logFormat``, in the log's order. A trailer given twice
    /// with the same value counts once.
    ///
    /// - Throws: ``ChangeHistoryError/ambiguousTrailer(commit:key:values:)`` when a commit carries two
    ///   different values of one trailer; ``ChangeHistoryError/gitFailed(command:message:)`` when a
    ///   commit's entry does not have the five fields.
    public static func parse(log: String) throws(ChangeHistoryError) -> [CommitTrailers] {
        var commits: [CommitTrailers] = []
        for record in log.split(separator: "\u{1E}") {
            guard !trimmed(record).isEmpty else {
                continue
            }
            let fields = record.split(separator: "\u{1F}", omittingEmptySubsequences: false).map(trimmed)
            guard fields.count == 5, !fields[0].isEmpty else {
                throw .gitFailed(command: "git log", message: "unexpected entry \(String(reflecting: String(record)))")
            }
            let sha = fields[0]
            commits.append(CommitTrailers(
                sha: sha,
                parent: fields[1].split(separator: " ").first.map(String.init),
                change: try value(fields[2], key: "Change", commit: sha),
                architecture: try value(fields[3], key: "Architecture", commit: sha),
                maintenance: try value(fields[4], key: "Maintenance", commit: sha)
            ))
        }
        return commits
    }

    /// The one value of a trailer, if it has one.
    private static func value(_ field: String, key: String, commit: String) throws(ChangeHistoryError) -> String? {
        var distinct: [String] = []
        for value in field.split(separator: "\u{1D}").map(trimmed) where !value.isEmpty && !distinct.contains(value) {
            distinct.append(value)
        }
        guard distinct.count <= 1 else {
            throw .ambiguousTrailer(commit: commit, key: key, values: distinct)
        }
        return distinct.first
    }

    /// `text` without the spaces and line breaks around it.
    private static func trimmed(_ text: Substring) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
