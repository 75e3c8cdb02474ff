import Foundation

/// The recorded check of one change's second-author patches, `check.txt` beside them, written by
/// ``command``: each patch, by its git blob id, applies to the parent of its architecture's
/// first-author commit, and with every patch applied in turn the conformance tests and every
/// architecture's unit tests pass. A patch edited since its check no longer has the blob id the
/// record names, and a test says so.
///
/// ```
/// patch Benchmarks/second-authors/catalogue-screen/mvc.patch 4cb9cde… applies to ab9f7da…
/// tests 1234 passed: swift test --filter 'ConformanceTests|MVCTests|…'
/// ```
public struct SecondAuthorCheck: Sendable, Equatable {
    /// The record's file name, in the change's folder of patches.
    public static let fileName = "check.txt"
    /// The command that checks a change's patches and writes the record.
    public static let command = "bash Benchmarks/check-second-authors <change>"

    /// One patch as checked.
    public struct Patch: Sendable, Equatable {
        /// The patch, relative to the package root.
        public var path: String
        /// Its git blob id when it was checked.
        public var blob: String
        /// The commit it applied to.
        public var parent: String

        /// Creates an entry.
        public init(path: String, blob: String, parent: String) {
            self.path = path
            self.blob = blob
            self.parent = parent
        }

        /// The entry as the record writes it.
        public var line: String { "patch \(path) \(blob) applies to \(parent)" }
    }

    /// Every patch checked, in landing order.
    public var patches: [Patch]
    /// How many tests passed with every patch applied; nil when the record has no tests line.
    public var testsPassed: Int?

    /// Creates a record.
    public init(patches: [Patch], testsPassed: Int?) {
        self.patches = patches
        self.testsPassed = testsPassed
    }

    /// The record in `text`.
    ///
    /// - Throws: ``ChangeHistoryError/unreadableFigures(path:reason:)`` naming `path` and the line
    ///   that does not read.
    public static func parse(_ text: String, path: String) throws(ChangeHistoryError) -> SecondAuthorCheck {
        var check = SecondAuthorCheck(patches: [], testsPassed: nil)
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where !line.isEmpty && !line.hasPrefix("#") {
            let words = line.split(separator: " ")
            if words.count == 6, words[0] == "patch", words[3] == "applies", words[4] == "to" {
                check.patches.append(Patch(path: String(words[1]), blob: String(words[2]), parent: String(words[5])))
            } else if words.count >= 3, words[0] == "tests", let count = Int(words[1]), words[2].hasPrefix("passed") {
                check.testsPassed = count
            } else {
                throw .unreadableFigures(path: path, reason: "line \(number + 1) is neither `patch <path> <blob> applies to "
                                         + "<commit>` nor `tests <count> passed: <command>`: \(line)")
            }
        }
        return check
    }

    /// The git blob id of the file at `path` (relative to `repository`'s root) as it is now.
    public static func blob(of path: String, in repository: GitRepository) throws(ChangeHistoryError) -> String {
        try repository.run(["hash-object", "--", path]).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
