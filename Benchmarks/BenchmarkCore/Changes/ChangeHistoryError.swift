/// Why what the changes cost could not be read from the git history.
public enum ChangeHistoryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The package root has no `.git`: an exported copy, an archive, a package checked out by a
    /// package manager. Its root, for the message.
    case noHistory(String)
    /// The history is shallow (a CI clone of depth 1): the changes' commits may be missing.
    case shallowHistory(String)
    /// No `git` executable on the `PATH`.
    case gitNotFound
    /// A git command failed, or said something that could not be read.
    case gitFailed(command: String, message: String)
    /// A commit carries one trailer (`Change` or `Architecture`) with two different values.
    case ambiguousTrailer(commit: String, key: String, values: [String])
    /// A commit names an architecture that is not among those measured.
    case unknownArchitecture(commit: String, name: String)
    /// A change has no feature given to the measurement.
    case unknownChange(String)
    /// The recorded figures are missing or cannot be decoded.
    case unreadableFigures(path: String, reason: String)

    public var description: String {
        switch self {
        case .noHistory(let root):
            "no git history at \(root) (it has no .git): what each change cost is measured from the commits that carry a "
                + "`Change:` trailer; run this in a clone of the repository"
        case .shallowHistory(let root):
            "the git history at \(root) is shallow, so a change's commits may be missing; fetch the whole history first "
                + "(git fetch --unshallow)"
        case .gitNotFound:
            "git is not on the PATH: what each change cost is read from the git history"
        case .gitFailed(let command, let message):
            "\(command) failed: \(message)"
        case .ambiguousTrailer(let commit, let key, let values):
            "commit \(commit) carries \(values.count) different `\(key):` trailers (\(values.joined(separator: ", "))); "
                + "a commit makes one change, in at most one architecture"
        case .unknownArchitecture(let commit, let name):
            "commit \(commit) names `Architecture: \(name)`, which is not an architecture measured; the trailer spells "
                + "an architecture's display name"
        case .unknownChange(let change):
            "change `\(change)` has no feature: the measurement must be told which feature its screen is"
        case .unreadableFigures(let path, let reason):
            "cannot read \(path): \(reason)"
        }
    }
}
