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
    /// A commit names an architecture (`Architecture:`) but no change (`Change:`).
    case architectureWithoutChange(commit: String, architecture: String)
    /// A change some architectures have not made: its figures would judge the others alone.
    case incompleteChange(change: String, missing: [String])
    /// A commit edits architectures' code with neither the change's trailers for each of them nor a
    /// `Maintenance:` trailer, and is not in the list of attributed edits.
    case untaggedEdit(commit: String, architectures: [String])
    /// The list of attributed edits cannot be read, or names a commit it should not.
    case badAttribution(path: String, reason: String)
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
        case .architectureWithoutChange(let commit, let architecture):
            "commit \(commit) names `Architecture: \(architecture)` but no `Change:`; an architecture's commit for a "
                + "change carries both, and any other edit of its code a `Maintenance:` trailer"
        case .incompleteChange(let change, let missing):
            "change `\(change)` has no commit in \(missing.joined(separator: ", ")); record the figures once every "
                + "architecture has made it, so that no rule judges some of them alone"
        case .untaggedEdit(let commit, let architectures):
            "commit \(commit) edits the code of \(architectures.joined(separator: ", ")) with no `Change:` and "
                + "`Architecture:` trailers of its own and no `Maintenance:` trailer; every edit after the first change is "
                + "counted, so tag it (or, for history already published, attribute it in \(AttributedEdits.path))"
        case .badAttribution(let path, let reason):
            "\(path): \(reason)"
        case .unreadableFigures(let path, let reason):
            "cannot read \(path): \(reason)"
        }
    }
}
