import BenchmarkCore
import Foundation
import Testing
@testable import BenchmarkSuites

/// The one list of claims: every claim is named once, says where it comes from and how it is judged,
/// and reaches every report format with its verdict.
@Suite("Claim catalogue")
struct ClaimCatalogueTests: ReportFixtures {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("Every claim has a unique id, the articles it comes from, its words and its rule")
    func wellFormed() {
        let ids = ClaimCatalogue.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        for claim in ClaimCatalogue.all {
            #expect(!claim.seeds.isEmpty && claim.seeds.allSatisfy { SourceArticle(rawValue: $0) != nil }, "\(claim.id)")
            #expect(!claim.statement.isEmpty && !claim.rule.isEmpty, "\(claim.id)")
        }
    }

    @Test("Every claim links the file that declares its rule")
    func ruleFiles() throws {
        for claim in ClaimCatalogue.all {
            let path = ClaimCatalogue.ruleFile(of: claim)
            let source = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            #expect(source.contains("id: \"\(claim.id)\""), "\(path) does not declare \(claim.id)")
        }
    }

    @Test("No figures, no claims: a rule never judges on nothing")
    func noFigures() {
        #expect(ClaimCatalogue.judge(report([])).isEmpty)
        #expect(ClaimCatalogue.section([]) == nil)
    }

    @Test("Judged claims reach the summary table and the JSON report")
    func everyFormat() throws {
        var fixture = report(glue("MVC", lines: 100, glue: 10) + glue("MVP", lines: 150, glue: 30))
        fixture.claims = ClaimCatalogue.judge(fixture)
        let claims = try #require(fixture.claims)
        #expect(claims.map(\.id) == ["mvc-fewest-lines"])

        let section = try #require(ReportSummary.sections(of: fixture).last)
        #expect(section.title == "The articles' claims, as measured")
        #expect(section.table.rows.first?.prefix(2) == ["mvc-fewest-lines: MVC needs the fewest lines of code.",
                                                        "A lightweight MVVM framework; The application layer"])
        #expect(section.table.rows.first?[3] == "true · post hoc")
        #expect(section.table.rows.first?[2].hasSuffix(" Post hoc: written after \(ClaimCatalogue.asItStandsData).") == true)

        let json = try ReportRenderer.render(fixture, as: .json)
        let decoded = try BenchmarkReport.decode(from: Data(json.utf8))
        #expect(decoded.claims == claims)
        let markdown = try ReportRenderer.render(fixture, as: .markdown, summary: ReportSummary.sections(of: fixture))
        #expect(markdown.contains("| mvc-fewest-lines: MVC needs the fewest lines of code. | A lightweight MVVM framework; The application layer |"))
        #expect(claims.first?.why?.isEmpty == false)
        #expect(claims.first?.ruleFile == "Benchmarks/BenchmarkSuites/Claims/Rules/AsItStands/FewestLines.swift")
    }
}
