/// A file a commit touched, as `git diff --name-status --find-renames` lists it: a file moved (with
/// at least half its lines kept) is one file renamed, not one deleted and one added.
public struct TouchedFile: Sendable, Equatable {
    /// What the commit did to the file.
    public enum Status: String, Sendable, Equatable {
        /// The file is new.
        case added
        /// The file changed: its text, its mode or its type.
        case modified
        /// The file is gone.
        case deleted
        /// The file moved from ``TouchedFile/previousPath``, its text kept or changed.
        case renamed
    }

    /// The path, relative to the package root; for a renamed file, its new path.
    public var path: String
    /// What the commit did to it.
    public var status: Status
    /// Where a renamed file was before; nil for any other.
    public var previousPath: String?

    /// Creates an entry.
    public init(path: String, status: Status, previousPath: String? = nil) {
        self.path = path
        self.status = status
        self.previousPath = previousPath
    }

    /// The path the file had at the commit's parent: its previous path if it was renamed.
    public var pathBefore: String {
        previousPath ?? path
    }

    /// The files of `git diff --name-status -z --find-renames` output: a status letter and a path,
    /// each ended by a NUL; a rename (`R` and its score) has the old path, then the new. `A` is
    /// added, `D` deleted, anything else (`M`; `T`, a file's type changed) modified.
    public static func parse(nameStatus: String) -> [TouchedFile] {
        let fields = nameStatus.split(separator: "\0", omittingEmptySubsequences: false)
        var files: [TouchedFile] = []
        var index = 0
        while index + 1 < fields.count {
            let letter = fields[index].first
            if letter == "R" {
                guard index + 2 < fields.count else {
                    break
                }
                let previous = String(fields[index + 1])
                let path = String(fields[index + 2])
                index += 3
                if !path.isEmpty, !previous.isEmpty {
                    files.append(TouchedFile(path: path, status: .renamed, previousPath: previous))
                }
                continue
            }
            let path = String(fields[index + 1])
            index += 2
            guard let letter, !path.isEmpty else {
                continue
            }
            files.append(TouchedFile(path: path, status: letter == "A" ? .added : letter == "D" ? .deleted : .modified))
        }
        return files
    }
}
