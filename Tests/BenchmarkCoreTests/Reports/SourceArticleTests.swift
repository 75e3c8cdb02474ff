import BenchmarkCore
import Foundation
import Testing

/// The claims cite the source articles by name, and each name leads to the article's section of
/// `docs/sources.md`.
@Suite("Source articles")
struct SourceArticleTests {
    /// `Tests/BenchmarkCoreTests/Reports/<this file>` → the package root, four levels up.
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("Every article has a section of docs/sources.md under its name, with its number", arguments: SourceArticle.allCases)
    func credited(article: SourceArticle) throws {
        let page = try String(contentsOf: Self.root.appendingPathComponent("docs/sources.md"), encoding: .utf8)
        let section = try #require(page.components(separatedBy: "\n## \(article.name)\n").dropFirst().first,
                                   "docs/sources.md has no heading \(article.name)")
        #expect(section.hasPrefix("\n- **Number**: \(article.rawValue).\n"))
        #expect(page.contains("](#\(article.anchor))"), "the page's table does not link \(article.name)")
    }

    @Test("A claim names its articles; a number no article has stays as it is")
    func names() {
        let claim = JudgedClaim(id: "x", seeds: ["002", "999"], claim: "", rule: "", verdict: "true", measured: "")
        #expect(claim.articleNames == ["On iOS application architecture", "999"])
        #expect(SourceArticle.yuantiku.anchor == "yuantikus-client-architecture")
        #expect(SourceArticle.viperInPractice.link(fromRoot: "../") == "[VIPER in practice](../docs/sources.md#viper-in-practice)")
    }
}
