import Architectures
import BenchmarkCore
import Foundation
import Testing
@testable import BenchmarkSuites

/// Every rule marked post hoc was written after the data it judges, by the git history: a rule
/// about the app as it stands after the first architecture's code, a rule about the changes after
/// the last architecture commit of the last change it could judge. The mark is what pages show. The
/// rules' verdicts on the hold-out changes were frozen before them: nothing a rule reads changed from
/// the first commit of the first hold-out change to the last architecture commit of any.
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

    @Test("Every claim's rule is marked post hoc, with what it was written after, but those written before their data")
    func everyRuleMarked() {
        for claim in ClaimCatalogue.asItStands {
            #expect(claim.postHoc == ClaimCatalogue.asItStandsData, "\(claim.id)")
            #expect(claim.judgeHeldOut == nil, "\(claim.id) is about the app as it stands")
        }
        for claim in ClaimCatalogue.changes {
            let expected = ClaimCatalogue.writtenBeforeTheirData.contains(claim.id) ? nil : ClaimCatalogue.changesData
            #expect(claim.postHoc == expected, "\(claim.id)")
            #expect(claim.judgeHeldOut != nil, "\(claim.id) is judged on the hold-out changes too")
        }
        #expect(ClaimCatalogue.writtenBeforeTheirData == ["new-screens-cost-heavier-patterns-less"])
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

    /// The first commit of the first hold-out change, the newest architecture commit of any hold-out
    /// change (nil while none has one), and the frozen paths edited between them, in the history at `root`.
    static func frozenEdits(at root: String) throws -> (first: String?, last: String?, edited: [String]) {
        let heldOut = ChangeTrial.heldOut.changes
        let first = try git(["log", "--reverse", "--format=%H %(trailers:key=Architecture,valueonly,separator=%x2c)",
                             "--grep=^Change: \(heldOut[0])$", "HEAD"], at: root)
            .split(separator: "\n").map { $0.split(separator: " ") }.first { $0.count == 1 }.map { String($0[0]) }
        let last = try git(["log", "-1", "--format=%H", "-E", "--grep=^Change: (\(heldOut.joined(separator: "|")))$",
                            "--grep=^Architecture:", "--all-match", "HEAD"], at: root).nilIfEmpty
        guard let first, let last else { return (first, last, []) }
        let edited = try git(["diff", "--name-only", first, last, "--"] + ClaimCatalogue.frozenPaths, at: root)
            .split(separator: "\n").map(String.init)
        return (first, last, edited)
    }

    @Test("No rule, nor what the rules read, changed from the first hold-out change's first commit to the last architecture commit of any",
          .enabled(if: root != nil, "no git history at the package root (no .git, no git, or a shallow clone)"))
    func heldOutRulesFrozen() throws {
        let root = try #require(Self.root)
        let frozen = try Self.frozenEdits(at: root)
        #expect(frozen.first != nil, "the first hold-out change, \(ChangeTrial.heldOut.changes[0]), has a first commit")
        #expect(frozen.edited.isEmpty, "edited between \(frozen.first ?? "?") and \(frozen.last ?? "?"): \(frozen.edited)")
    }

    @Test("The freeze check catches an edit of a rule made between a hold-out change's first commit and an architecture's")
    func freezeCheckCatchesAnEdit() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("freeze-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/" + ClaimCatalogue.rulesFolder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let rule = ClaimCatalogue.rulesFolder + "/Rule.swift"
        func commit(_ message: String, rule text: String? = nil) throws {
            if let text { try text.write(toFile: root + "/" + rule, atomically: true, encoding: .utf8) }
            _ = try Self.git(["add", "-A"], at: root)
            _ = try Self.git(["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "--allow-empty", "-m", message],
                             at: root)
        }
        _ = try Self.git(["init", "-q"], at: root)
        try commit("rules", rule: "a")
        try commit("first\n\nChange: catalogue-screen")
        #expect(try Self.frozenEdits(at: root).edited.isEmpty, "no architecture commit yet")
        try commit("MVC\n\nChange: catalogue-screen\nArchitecture: MVC")
        #expect(try Self.frozenEdits(at: root).edited.isEmpty)
        try commit("mend", rule: "b")
        #expect(try Self.frozenEdits(at: root).edited.isEmpty, "an edit after the last architecture commit is not yet inside")
        try commit("MVP\n\nChange: catalogue-screen\nArchitecture: MVP")
        #expect(try Self.frozenEdits(at: root).edited == [rule])
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
                line.split(separator: " ").dropFirst().first.map { ChangeTrial.postHoc.changes.contains(String($0)) } ?? false
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
