import Architectures
import BenchmarkCore
import Foundation
import Testing
@testable import BenchmarkSuites

/// Every rule marked post hoc was written after the data it judges, by the git history: a rule
/// about the app as it stands after the first architecture's code, a rule about the changes after
/// the last architecture commit of the last change it could judge. The mark is what pages show. A rule
/// frozen before its change was last edited before any architecture made that change.
@Suite("Rules written after their data")
struct PostHocTests {
    static var root: String? {
        guard let root = try? PackageRootLocator(explicitRoot: nil).locate(), GitRepository.hasHistory(at: root) else {
            return nil
        }
        return root
    }

    /// What `git` with `arguments` printed at `root`, trimmed.
    static func git(_ arguments: [String], at root: String) throws -> String {
        let git = try #require(ExecutableSearch.find("git"))
        let answer = try ChildProcess.run(git, ["-c", "safe.directory=\(root)"] + arguments, directory: root)
        #expect(answer.status == 0, "git \(arguments.joined(separator: " ")): \(answer.errors)")
        return answer.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether `ancestor` is an ancestor of `commit` (or is it).
    static func precedes(_ ancestor: String, _ commit: String, at root: String) throws -> Bool {
        let git = try #require(ExecutableSearch.find("git"))
        let answer = try ChildProcess.run(git, ["-c", "safe.directory=\(root)", "merge-base", "--is-ancestor", ancestor, commit],
                                          directory: root)
        return answer.status == 0
    }

    @Test("Every claim's rule is marked post hoc, with what it was written after, but those frozen before their change")
    func everyRuleMarked() {
        for claim in ClaimCatalogue.atRest {
            #expect(claim.postHoc == ClaimCatalogue.atRestData, "\(claim.id)")
        }
        for claim in ClaimCatalogue.changes {
            let expected = ClaimCatalogue.frozenBefore[claim.id] == nil ? ClaimCatalogue.changesData : nil
            #expect(claim.postHoc == expected, "\(claim.id)")
        }
        #expect(ClaimCatalogue.frozenBefore.keys.sorted() == ["depended-on-screen-ripples"])
    }

    @Test("A revised rule says so where its verdict is shown: what changed, why, and the verdict before")
    func revisionsShown() throws {
        let revised = ClaimCatalogue.all.filter { $0.revised != nil }.map(\.id).sorted()
        #expect(revised == ["depended-on-screen-ripples", "interaction-change-spares-data-code", "layered-designs-pay-for-entities",
                            "presentation-change-spares-controllers", "router-decouples-screens"])
        for claim in ClaimCatalogue.all {
            if let note = claim.revised {
                #expect(note.contains("Before: "), "\(claim.id) says its verdict before")
            }
        }
        let judged = JudgedClaim(id: "c", seeds: [], claim: "C", rule: "R", verdict: "true", measured: "m",
                                 revised: "2026-11-29: read by line. Before: false.")
        #expect(ClaimsDigest.markdown([judged]).contains("Revised: 2026-11-29: read by line. Before: false."))
        let section = try #require(ClaimCatalogue.section([judged]))
        #expect(section.table.rows.first?[2].hasSuffix("Revised: 2026-11-29: read by line. Before: false.") == true)
    }

    @Test("A rule frozen before its change was last edited before any architecture's commit for that change",
          .enabled(if: root != nil, "no git history at the package root (no .git, no git, or a shallow clone)"))
    func frozenRulesPrecedeTheirChange() throws {
        let root = try #require(Self.root)
        for (id, change) in ClaimCatalogue.frozenBefore {
            let claim = try #require(ClaimCatalogue.changes.first { $0.id == id })
            let file = ClaimCatalogue.ruleFile(of: claim)
            let lastEdit = try #require(try Self.git(["log", "-1", "--format=%H", "--", file], at: root).nilIfEmpty)
            let landed = try Self.git(["log", "--format=%H", "--grep=^Change: \(change)$", "--grep=^Architecture:",
                                       "--all-match", "HEAD"], at: root)
                .split(separator: "\n").map(String.init)
            for commit in landed {
                #expect(try !Self.precedes(commit, lastEdit, at: root),
                        "\(id): its rule was edited in \(lastEdit), after \(commit) made \(change) in an architecture")
            }
        }
    }

    @Test("The history bears the mark out: each rule's file came after the data it judges",
          .enabled(if: root != nil, "no git history at the package root (no .git, no git, or a shallow clone)"))
    func historyBearsItOut() throws {
        let root = try #require(Self.root)
        let firstCode = try Self.git(["log", "--reverse", "--format=%H", "--", Architecture.mvc.sourceDirectory + "/"], at: root)
            .split(separator: "\n").first.map(String.init)
        // The newest architecture commit of the changes the change rules were written after.
        let lastChange = try #require(try Self.git(["log", "--format=%H %(trailers:key=Change,valueonly,separator=%x2c)",
                                                    "--grep=^Architecture:", "HEAD"], at: root)
            .split(separator: "\n").first { line in
                line.split(separator: " ").dropFirst().first.map { ClaimCatalogue.changesSeen.contains(String($0)) } ?? false
            }?.split(separator: " ").first.map(String.init))
        let code = try #require(firstCode)
        for claim in ClaimCatalogue.all where claim.postHoc != nil {
            let file = ClaimCatalogue.ruleFile(of: claim)
            let added = try Self.git(["log", "--follow", "--diff-filter=A", "--format=%H", "--", file], at: root)
                .split(separator: "\n").last.map(String.init)
            let first = try #require(added, "\(file) has no history")
            let data = ClaimCatalogue.changes.contains { $0.id == claim.id } ? lastChange : code
            #expect(try Self.precedes(data, first, at: root) && data != first,
                    "\(claim.id): its rule, first committed in \(first), is marked post hoc but did not come after \(data)")
        }
    }
}

extension String {
    /// The string, or nil when it is empty.
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
