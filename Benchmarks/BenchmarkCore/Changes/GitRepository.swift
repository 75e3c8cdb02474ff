import Foundation

/// A package's git history, read through the `git` executable run as a child process
/// (``ChildProcess``): the commits that carry a `Change:` trailer, what a commit touched and which
/// of a file's lines, a file as a commit has it, and the files under a directory at a commit.
///
/// Every command runs in the package root with neither the user's nor the system's git
/// configuration (a diff algorithm, colours, a pager, an external diff tool would change what is
/// read), with the options the repository's own configuration could change given on the command
/// line (git's default diff: Myers' algorithm with the indent heuristic, no context, renames found at
/// git's default similarity of one half),
/// and with the root marked safe (a container may hold the checkout under another user). So any
/// clone reads the same history the same way.
public struct GitRepository: Sendable {
    /// The package root: the work tree, holding `.git`.
    public let root: String
    /// The `git` executable.
    public let git: String

    private init(root: String, git: String) {
        self.root = root
        self.git = git
    }

    /// The history of the work tree at `root`, after checking that there is one to read: `root`
    /// holds a `.git` (a folder, or the file of a linked work tree), `git` runs (`git` on the `PATH`
    /// unless given), and the history is whole, not shallow.
    ///
    /// - Throws: ``ChangeHistoryError/noHistory(_:)``, ``ChangeHistoryError/gitNotFound``,
    ///   ``ChangeHistoryError/shallowHistory(_:)``, or ``ChangeHistoryError/gitFailed(command:message:)``.
    public static func open(root: String, git: String? = nil) throws(ChangeHistoryError) -> GitRepository {
        guard FileManager.default.fileExists(atPath: URL(fileURLWithPath: root).appendingPathComponent(".git").path) else {
            throw .noHistory(root)
        }
        guard let executable = git ?? ExecutableSearch.find("git") else {
            throw .gitNotFound
        }
        let repository = GitRepository(root: root, git: executable)
        if try repository.run(["rev-parse", "--is-shallow-repository"]).trimmingCharacters(in: .whitespacesAndNewlines) == "true" {
            throw .shallowHistory(root)
        }
        return repository
    }

    /// Whether ``open(root:git:)`` finds a history at `root`: for what runs only where there is one.
    public static func hasHistory(at root: String) -> Bool {
        (try? open(root: root)) != nil
    }

    /// Every commit reachable from `revision` that carries a `Change:` trailer, oldest first
    /// (parents before children).
    public func changeCommits(through revision: String = "HEAD") throws(ChangeHistoryError) -> [ChangeCommit] {
        try ChangeCommit.parse(log: log(through: revision, paths: []))
    }

    /// Every commit reachable from `revision` that touched a file under one of `directories`
    /// (relative to the root), oldest first, with its trailers.
    public func commits(touching directories: [String], through revision: String = "HEAD") throws(ChangeHistoryError)
        -> [CommitTrailers] {
        try CommitTrailers.parse(log: log(through: revision, paths: directories.map { $0.hasSuffix("/") ? $0 : $0 + "/" }))
    }

    /// `first` and every commit reachable from `revision` that descends from it (or is on no
    /// history `first` descends from): the range a check from `first` on reads.
    public func commitRange(from first: String, through revision: String) throws(ChangeHistoryError) -> Set<String> {
        let listing = try run(["rev-list", revision, "--not", first + "^@", "--"])
        return Set(listing.split(separator: "\n").map(String.init))
    }

    /// The log of `revision`'s history in ``CommitTrailers/logFormat``, oldest first, of the commits
    /// that touched `paths` (every commit when there is none).
    private func log(through revision: String, paths: [String]) throws(ChangeHistoryError) -> String {
        try run(["log", "--reverse", "--topo-order", "--no-color", "--no-show-signature", "--full-history",
                 "--format=" + CommitTrailers.logFormat, revision, "--"] + paths)
    }

    /// The last commit reachable from `HEAD` that touched `path`, or `HEAD` itself when the work
    /// tree's `path` differs from `HEAD`'s (a recording not yet committed); nil when no commit has it.
    public func lastRecording(of path: String) throws(ChangeHistoryError) -> String? {
        if !(try run(["diff", "--name-only", "--no-ext-diff", "HEAD", "--", path])).isEmpty {
            return try run(["rev-parse", "HEAD"]).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let last = try run(["log", "-1", "--format=%H", "HEAD", "--", path]).trimmingCharacters(in: .whitespacesAndNewlines)
        return last.isEmpty ? nil : last
    }

    /// The files `commit` touched against `base` (a commit or a tree), a moved file as renamed.
    public func touchedFiles(from base: String, to commit: String) throws(ChangeHistoryError) -> [TouchedFile] {
        try TouchedFile.parse(nameStatus: run(["diff", "--name-status", "-z", "--find-renames=50%", "--no-color", "--no-ext-diff",
                                               base, commit]))
    }

    /// The lines of `file` that `commit` removed (numbered in its version at `base`, under its path
    /// then) and added (in its version at `commit`) against `base`.
    public func changedLines(of file: TouchedFile, from base: String, to commit: String) throws(ChangeHistoryError) -> ChangedLines {
        let paths = file.previousPath.map { [$0, file.path] } ?? [file.path]
        return try ChangedLines.parse(unifiedDiff: run(["diff", "-U0", "--inter-hunk-context=0", "--find-renames=50%", "--no-color",
                                                        "--no-ext-diff", "--no-textconv", "--diff-algorithm=myers", "--indent-heuristic",
                                                        base, commit, "--"] + paths))
    }

    /// The text of `path` as `commit` has it (a blob's bytes, read as UTF-8).
    public func contents(of path: String, at commit: String) throws(ChangeHistoryError) -> String {
        try run(["cat-file", "blob", "\(commit):\(path)"])
    }

    /// The files under `directory` at `commit`, relative to the root, as `git ls-tree -r` lists them;
    /// symbolic links and submodules left out, as the glue count leaves them out of a folder.
    public func files(under directory: String, at commit: String) throws(ChangeHistoryError) -> [String] {
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        let listing = try run(["ls-tree", "-r", "-z", "--full-tree", commit, "--", prefix])
        var files: [String] = []
        for entry in listing.split(separator: "\0") {
            // `<mode> <type> <object>\t<path>`
            guard let tab = entry.firstIndex(of: "\t") else {
                continue
            }
            let meta = entry[..<tab].split(separator: " ")
            let path = String(entry[entry.index(after: tab)...])
            guard meta.count == 3, meta[1] == "blob", meta[0] != "120000", path.hasPrefix(prefix) else {
                continue
            }
            files.append(path)
        }
        return files
    }

    /// The empty tree: what a root commit's diff is taken against.
    public func emptyTree() throws(ChangeHistoryError) -> String {
        try run(["hash-object", "-t", "tree", "--stdin"], input: "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// What `git` with `arguments` printed, after checking that it succeeded.
    func run(_ arguments: [String], input: String? = nil) throws(ChangeHistoryError) -> String {
        var environment = [
            "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_OPTIONAL_LOCKS": "0",
            "GIT_TERMINAL_PROMPT": "0", "LC_ALL": "C",
        ]
        environment["PATH"] = ProcessInfo.processInfo.environment["PATH"]
        let command = ["-c", "safe.directory=\(root)", "--literal-pathspecs", "--no-pager"] + arguments
        let answer: ChildProcess.Answer
        do {
            answer = try ChildProcess.run(git, command, environment: .only(environment), directory: root, input: input)
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
