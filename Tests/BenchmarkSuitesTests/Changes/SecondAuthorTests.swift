import Architectures
import BenchmarkCore
import Foundation
import Testing
@testable import BenchmarkSuites

/// Two authors of one change: the second authors' patches are checked as they are now, measured
/// again from the history they apply to, reported beside the first authors' figures, and their
/// largest code-line spread is what every code-line margin takes as its uncertainty.
@MainActor
@Suite("Two authors of one change")
struct SecondAuthorTests: ReportFixtures {
    nonisolated static var hasHistory: Bool { ChangeFiguresTests.hasHistory }

    @Test("Every change's patches are the ones its check applied and tested, by blob id, in landing order",
          .enabled(if: hasHistory, "no git history at the package root (no .git, no git, or a shallow clone)"))
    nonisolated func checkedAsTheyAre() throws {
        let root = try PackageRootLocator(explicitRoot: nil).locate()
        let repository = try GitRepository.open(root: root)
        let changes = try SecondAuthorCatalogue.changes(root: root, in: repository)
        #expect(!changes.isEmpty, "no second author's patch under \(SecondAuthorFigures.folder)")
        let landed = try repository.changeCommits()
        for change in changes {
            let path = SecondAuthorCatalogue.check(of: change)
            let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
            let check = try SecondAuthorCheck.parse(text, path: path)
            let order = landed.filter { $0.change == change }.compactMap(\.architecture)
            let expected = order.compactMap { name in Architecture.allCases.first { $0.displayName == name } }
                .map { SecondAuthorCatalogue.patch(of: $0, for: change) }
            #expect(check.patches.map(\.path) == expected, "run `\(SecondAuthorCheck.command)`")
            #expect(Set(SecondAuthorCatalogue.patches(root: root, change: change).keys) == Set(order))
            for patch in check.patches {
                #expect(try SecondAuthorCheck.blob(of: patch.path, in: repository) == patch.blob,
                        "\(patch.path) changed since its check: run `bash Benchmarks/check-second-authors \(change)`")
                let first = landed.first { $0.change == change && $0.parent == patch.parent }
                #expect(first != nil, "\(patch.path) was checked against \(patch.parent), no first author's parent")
            }
            #expect((check.testsPassed ?? 0) > 0, "\(path) records no passing test run")
        }
    }

    @Test("Measured again from the patches, the second authors' figures equal the committed ones (the first authors' are changes.json's)",
          .enabled(if: hasHistory, "no git history at the package root (no .git, no git, or a shallow clone)"))
    func recordedAgain() throws {
        let root = try PackageRootLocator(explicitRoot: nil).locate()
        let locator = PackageRootLocator(explicitRoot: root)
        let recorded = try ChangeCase(architectures: Architecture.allCases, locator: locator).load()
        let measured = try SecondAuthorCatalogue.measure(root: root, recorded: recorded)
        let committed = try SecondAuthorCase(architectures: Architecture.allCases, locator: locator).load()
        #expect(measured == committed, "run `\(SecondAuthorFigures.command)`")
    }

    @Test("Measured on the change's own history, each first author's figures are the ones the full history gives")
    func firstAuthorsAsOnTheHistory() throws {
        let root = try PackageRootLocator(explicitRoot: nil).locate()
        let locator = PackageRootLocator(explicitRoot: root)
        let recorded = try ChangeCase(architectures: Architecture.allCases, locator: locator).load()
        for change in try SecondAuthorCase(architectures: Architecture.allCases, locator: locator).load().changes {
            let costs = try #require(recorded.changes.first { $0.change == change.change }, "\(change.change) is not in changes.json")
            for pair in change.pairs {
                let cost = try #require(costs.architectures.first { $0.architecture == pair.architecture })
                #expect(pair.first == SecondAuthorFigures.Authored(cost), "\(change.change), \(pair.architecture)")
                #expect(cost.commits == [pair.firstCommit])
            }
        }
    }

    @Test("The spread is the two authors apart as a share of the larger; pooled, and the most lines apart, it is what margins use")
    func spread() {
        #expect(SecondAuthorFigures.Pair.spread(61, 58) == 3.0 / 61)
        #expect(SecondAuthorFigures.Pair.spread(58, 61) == 3.0 / 61)
        #expect(SecondAuthorFigures.Pair.spread(0, 0) == 0)
        let figures = SecondAuthorFigures(changes: [
            SecondAuthorFigures.Change(change: "c", pairs: [pair("MVC", 6, 19, tests: 50, 100), pair("MVP", 200, 194, tests: 10, 10)]),
        ])
        // 13 + 6 lines apart over 19 + 200: one small pair far apart does not make every figure so.
        #expect(figures.pooledCodeLineSpread == 19.0 / 219)
        #expect(figures.largestCodeLineDifference == 13)
        #expect(figures.changes[0].pairs[0].unitTestLineSpread == 0.5)
        #expect(SecondAuthorFigures(changes: []).pooledCodeLineSpread == nil)
    }

    @Test("The case reports each architecture's two authors and their spreads, from the committed file")
    func reports() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("second-authors-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for directory in Architecture.allCases.map(\.sourceDirectory) + ["Benchmarks"] {
            try FileManager.default.createDirectory(atPath: root + "/" + directory, withIntermediateDirectories: true)
        }
        let figures = SecondAuthorFigures(changes: [
            SecondAuthorFigures.Change(change: "c", pairs: [pair("MVP", 200, 190, tests: 100, 80), pair("MVC", 100, 90, tests: 50, 100)]),
        ])
        try JSONEncoder().encode(figures).write(to: URL(fileURLWithPath: root + "/" + SecondAuthorFigures.path))
        let secondAuthors = SecondAuthorCase(architectures: Architecture.allCases, locator: PackageRootLocator(explicitRoot: root))
        #expect(secondAuthors.resultIdentifiers == ["second-authors/c/MVC", "second-authors/c/MVP"])
        let results = try secondAuthors.run(with: Runner(configuration: .quick)).results
        let mvc = try #require(results.first)
        #expect(mvc.metrics.map(\.name) == ["code lines changed, first author", "code lines changed, second author",
                                            "code-line spread", "unit-test lines changed, first author",
                                            "unit-test lines changed, second author", "unit-test line spread"])
        #expect(mvc.metrics.map(\.value) == [100, 90, 10, 50, 100, 50])
        let missing = SecondAuthorCase(architectures: Architecture.allCases,
                                       locator: PackageRootLocator(explicitRoot: root + "/nowhere"))
        #expect(throws: CheckFailure.self) { try missing.verify() }
    }

    @Test("A report's pooled spread is every code-line margin's share, its most lines apart the floor; without a second author, 15% and 5 lines")
    func spreadIsTheUncertainty() throws {
        let measured = FigureIndex(results: [
            BenchmarkResult(suite: SecondAuthorCase.suite, caseName: "c", architecture: "MVC",
                            metrics: SecondAuthorCase.metrics(of: pair("MVC", 6, 14, tests: 1, 1))),
            BenchmarkResult(suite: SecondAuthorCase.suite, caseName: "c", architecture: "MVP",
                            metrics: SecondAuthorCase.metrics(of: pair("MVP", 186, 184, tests: 1, 1))),
        ])
        // 8 + 2 lines apart over 14 + 186: 5%, and at least 8 lines.
        #expect(AuthorSpread(measured) == AuthorSpread(relative: 0.05, floor: 8, measured: true))
        #expect(AuthorSpread(FigureIndex(results: [])) == AuthorSpread.stated)
        // 130 code lines against an edge of 150 is 20 lines away: inside 15% of 150 (22.5 lines),
        // outside a measured 5% (7.5 lines, at least 8).
        func tooClose(_ value: Double) -> Bool {
            Judgement.parts([Comparison("MVP", value, .below, 150, kind: .codeLines)], why: "", measured: "").margin?.tooCloseToCall ?? false
        }
        #expect(tooClose(130))
        AuthorSpread.$current.withValue(AuthorSpread(measured)) {
            #expect(FigureKind.codeLines.uncertainty(of: 400) == 20)
            #expect(FigureKind.codeLines.uncertainty(of: 20) == 8, "at least the most lines two authors were apart")
            #expect(!tooClose(130), "20 lines from the edge, against 8")
            #expect(tooClose(143), "7 lines from the edge, against 8")
        }
    }

    @Test("A check record reads its patches and its tests, and refuses a line it does not know, naming it")
    func checkRecord() throws {
        let text = """
            # a comment
            patch Benchmarks/second-authors/c/mvc.patch 1234abcd applies to 89abcdef
            tests 12 passed: swift test --filter 'ConformanceTests'
            """
        let check = try SecondAuthorCheck.parse(text, path: "check.txt")
        #expect(check.patches == [SecondAuthorCheck.Patch(path: "Benchmarks/second-authors/c/mvc.patch", blob: "1234abcd",
                                                          parent: "89abcdef")])
        #expect(check.patches[0].line == "patch Benchmarks/second-authors/c/mvc.patch 1234abcd applies to 89abcdef")
        #expect(check.testsPassed == 12)
        let error = try #require(throws: ChangeHistoryError.self) { try SecondAuthorCheck.parse("patch x\n", path: "check.txt") }
        #expect("\(error)".contains("line 1"))
    }

    @Test("bench second-authors builds a chain only into a new folder it is given, and writes no file then")
    func commandLine() throws {
        #expect(try BenchOptions.parse(["second-authors"]) == .secondAuthors(SecondAuthorOptions()))
        #expect(try BenchOptions.parse(["second-authors", "--chain", "c", "--into", "/tmp/x"])
                == .secondAuthors(SecondAuthorOptions(chain: "c", chainDirectory: "/tmp/x")))
        #expect(throws: BenchOptionsError.self) { try BenchOptions.parse(["second-authors", "--chain", "c"]) }
        #expect(throws: BenchOptionsError.self) {
            try BenchOptions.parse(["second-authors", "--chain", "c", "--into", "/tmp/x", "--output", "f.json"])
        }
    }

    private func pair(_ architecture: String, _ first: Int, _ second: Int, tests testFirst: Int, _ testSecond: Int)
        -> SecondAuthorFigures.Pair {
        SecondAuthorFigures.Pair(
            architecture: architecture, patch: "p", firstCommit: "f",
            first: .init(codeLinesAdded: first, codeLinesRemoved: 0, unitTestLinesAdded: testFirst, unitTestLinesRemoved: 0,
                         filesTouched: 1, filesAdded: 1),
            second: .init(codeLinesAdded: second, codeLinesRemoved: 0, unitTestLinesAdded: testSecond, unitTestLinesRemoved: 0,
                          filesTouched: 1, filesAdded: 1))
    }
}
