/// A file a commit touched, as `git diff --name-status --no-renames` lists it: a renamed file is
/// one deleted and one added.
public struct TouchedFile: Sendable, Equatable {
    /// What the commit did to the file.
    public enum Status: String, Sendable, Equatable {
        /// The file is new.
        case added
        /// The file changed: its text, its mode or its type.
        case modified
        /// The file is gone.
        case deleted
    }

    /// The path, relative to the package root.
    public var path: String
    /// What the commit did to it.
    public var status: Status

    /// Creates an entry.
    public init(path: String, status: Status) {
        self.path = path
        self.status = status
    }

    /// The files of `git diff --name-status -z --no-renames` output: a status letter and a path,
    /// each ended by a NUL. `A` is added, `D` deleted, anything else (`M`; `T`, a file's type
    /// changed) modified.
    public static func parse(nameStatus: String) -> [TouchedFile] {
        let fields = nameStatus.split(separator: "\0", omittingEmptySubsequences: false)
        var files: [TouchedFile] = []
        var index = 0
        while index + 1 < fields.count {
            let letter = fields[index].first
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
