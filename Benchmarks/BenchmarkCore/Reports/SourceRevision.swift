import Foundation

/// The commit of the package a run measured, so that a page of results names what it measured:
/// `git rev-parse HEAD`, marked when the tracked files differed from it. Nil outside a git clone.
public enum SourceRevision {
    /// What a report says when the tracked files differed from the commit.
    public static let uncommittedMark = " (with uncommitted changes)"

    /// The commit at `root`, marked when its tracked files have changes; nil without a history.
    public static func describe(root: String) -> String? {
        guard let repository = try? GitRepository.open(root: root),
              let head = try? repository.run(["rev-parse", "HEAD"]).trimmingCharacters(in: .whitespacesAndNewlines),
              !head.isEmpty else { return nil }
        let changes = (try? repository.run(["status", "--porcelain", "--untracked-files=no"])) ?? ""
        return head + (changes.isEmpty ? "" : uncommittedMark)
    }
}
