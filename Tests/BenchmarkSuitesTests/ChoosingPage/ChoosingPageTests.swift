import Architectures
import BenchmarkCore
import Foundation
import Testing
@testable import BenchmarkSuites

/// `docs/choosing.md` is what `bench choosing-page` writes from today's sources and recorded figures,
/// never edited by hand; it picks an architecture for a situation only beyond the figures' uncertainty,
/// and quotes no number its figures do not hold.
@MainActor
@Suite("The page on choosing an architecture")
struct ChoosingPageTests: ReportFixtures {
    @Test("The committed page is the one the command writes")
    func fresh() throws {
        let locator = PackageRootLocator(explicitRoot: nil)
        let root = try locator.locate()
        let committed = try String(contentsOfFile: root + "/" + ChoosingPage.path, encoding: .utf8)
        let generated = try ChoosingPage.markdown(locator: locator)
        #expect(committed == generated, "docs/choosing.md is stale: run `\(ChoosingPage.command)`")
    }

    /// Three architectures at rest and on the new screens, and the behaviours their tests build views
    /// for, worked by hand: A 100 lines before any change, 40 added for the new screens, 1 behaviour
    /// building views; B 110, 90, 1; C 300, 150, 10.
    private var fixture: FigureIndex {
        let figures: [(String, before: Double, added: Double, views: Double)] = [
            ("A", 100, 40, 1), ("B", 110, 90, 1), ("C", 300, 150, 10),
        ]
        return FigureIndex(results: figures.flatMap { name, before, added, views in
            [changeCost(ChoosingPage.thirdScreen, name, ["lines before": before, "code lines added": added,
                                                          "files touched": 2, "files after": 10]),
             BenchmarkResult(suite: UnitTestCase.suite, caseName: "all", architecture: name, metrics: [
                 Metric(name: "behaviours building views", value: views, unit: "behaviours", kind: .deterministic),
             ])]
        })
    }

    private func situation(_ words: String) throws -> ChoosingSituation {
        try #require(ChoosingSituation.all.first { $0.situation == words })
    }

    @Test("A situation picks one architecture only when every other is further from it than the figures' uncertainty")
    func picksBeyondUncertainty() throws {
        // With no second author measured the code lines are uncertain by 15%, at least 5 lines.
        // New screens: A 40 against B 90, 50 apart, beyond 15% of 90: A is picked.
        let screens = try #require(try situation("An app that will grow by many screens").recommendation(fixture, among: ["A", "B", "C"]))
        #expect(screens.best == ["A"])
        #expect(screens.next?.name == "B")
        // At rest: A 100 against B 110, 10 apart, inside 15% of 110: no pick, both named; C is the next.
        let small = try #require(try situation("A small app that stays small").recommendation(fixture, among: ["A", "B", "C"]))
        #expect(small.best == ["A", "B"])
        #expect(!small.picksOne)
        #expect(small.next?.name == "C")
        // Behaviours building views are counted exactly: A and B tie at 1, and neither is picked.
        let tested = try #require(try situation("Logic that must be unit tested without views").recommendation(fixture, among: ["A", "B", "C"]))
        #expect(tested.best == ["A", "B"])
        #expect(tested.uncertainty == 0)
        // Every architecture touched 2 of its 10 files: the figures tell nothing, and nothing is picked.
        let people = try #require(try situation("Many people changing it at once").recommendation(fixture, among: ["A", "B", "C"]))
        #expect(people.best == ["A", "B", "C"])
        #expect(people.next == nil)
    }

    @Test("The page says each verdict of the situations: a pick and how sure, or none and why")
    func situationRows() {
        let page = ChoosingPage.page(fixture, names: ["A", "B", "C"], claims: [])
        let rows = page.split(separator: "\n").map(String.init)
        #expect(rows.contains { $0.hasPrefix("| An app that will grow by many screens |") && $0.contains("| **A**, 40 |")
            && $0.contains("Sure: it leads the next, B (90), by 50 code lines, more than the figures' uncertainty of 14 code lines.") },
                "\(page)")
        #expect(rows.contains { $0.hasPrefix("| A small app that stays small |") && $0.contains("| No single pick: A 100, B 110 |")
            && $0.contains("Too close to call") && $0.contains("the next, C, has 300") }, "\(page)")
        #expect(rows.contains { $0.hasPrefix("| Logic that must be unit tested without views |") && $0.contains("Tied") },
                "\(page)")
        #expect(page.contains("## What this page cannot tell you"))
        #expect(page.components(separatedBy: "## Your situation")[0].contains("## A") == false, "the situations come first")
    }

    @Test("Every number the committed page's situations quote is one of the figures it was written from")
    func quotesOnlyFigures() throws {
        let locator = PackageRootLocator(explicitRoot: nil)
        let root = try locator.locate()
        let page = try String(contentsOfFile: root + "/" + ChoosingPage.path, encoding: .utf8)
        let section = try #require(page.components(separatedBy: "## Your situation").dropFirst().first?
            .components(separatedBy: "\n## ").first)
        let index = try ChoosingPage.figures(locator: locator)
        let names = Architecture.allCases.map(\.displayName)
        var allowed: Set<String> = []
        for situation in ChoosingSituation.all {
            guard let answer = situation.recommendation(index, among: names) else { continue }
            let format = situation.format
            allowed.formUnion(names.compactMap { situation.value(index, $0).map(format) })
            let amount = { String(ChoosingSituation.amount($0, answer.kind).prefix { $0 != " " }) }
            allowed.insert(amount(answer.uncertainty))
            if let next = answer.next { allowed.insert(amount(abs(next.value - answer.value))) }
        }
        // Numbers inside a name (MVVM-C), a verdict (`mixed, 2 of 9`) or a path are not figures of the situations.
        let words = section.replacing(/`[^`]*`/, with: "").replacing(/(post hoc|held out) [a-z ,0-9()]*/, with: "")
            .replacing(/mixed, [0-9]+ of [0-9]+/, with: "").replacing(/leans [a-z]+(, [0-9]+ of [0-9]+)?/, with: "")
        let numbers = words.matches(of: /[0-9]+(\.[0-9]+)?%?/).map { String($0.0) }
        #expect(!numbers.isEmpty)
        for number in numbers {
            #expect(allowed.contains(number), "docs/choosing.md quotes \(number), which no figure of its situations holds")
        }
    }

    @Test("A claim names MVC only where MVC stands alone, not inside MVCS; MVVM not inside MVVM-DC")
    func claimNames() {
        let claim = JudgedClaim(id: "x", seeds: ["002"], claim: "MVCS and MVVM-DC differ.", rule: "VIPER, then MVVM.",
                                verdict: "true", measured: "")
        #expect(!ChoosingPage.names(claim, "MVC"))
        #expect(ChoosingPage.names(claim, "MVCS"))
        #expect(ChoosingPage.names(claim, "MVVM"))
        #expect(ChoosingPage.names(claim, "MVVM-DC"))
        #expect(ChoosingPage.names(claim, "VIPER"))
        #expect(!ChoosingPage.names(claim, "VIP"))
    }
}
