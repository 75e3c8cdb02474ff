import Architectures
import BenchmarkCore
import Foundation
import Testing
@testable import BenchmarkSuites

/// `docs/choosing.md` is what `bench choosing-page` writes from today's sources and recorded figures,
/// never edited by hand, and each of its "pick it when…" cells stands on the figures it cites.
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

    /// Three architectures' costs of the third screen and of one everyday change, worked by hand:
    /// A at rest 100 lines, all of them two features', the third screen 40 added (0.8× of 50 per
    /// feature), the change 5 lines;
    /// B 200, 60 (0.6×), 9; C 300, 150 (1×), 5.
    private var fixture: FigureIndex {
        let costs: [(String, before: Double, added: Double, everyday: Double)] = [
            ("A", 100, 40, 5), ("B", 200, 60, 9), ("C", 300, 150, 5),
        ]
        return FigureIndex(results: costs.flatMap { name, before, added, everyday in
            [changeCost(ChoosingPage.thirdScreen, name, ["lines before": before, "feature lines before": before,
                                                          "features before": 2, "code lines added": added,
                                                          "code lines changed": added]),
             changeCost("later", name, ["code lines changed": everyday])]
        })
    }

    @Test("Each need names the architectures that do best on it, ties shared, with the runner-up's figure")
    func picks() {
        let page = ChoosingPage.page(fixture, names: ["A", "B", "C"], claims: [])
        #expect(page.contains("## Pick it when…\n\n"))
        let index = fixture
        let criteria = ChoosingCriterion.all.filter { criterion in
            Set(["A", "B", "C"].compactMap { criterion.value(index, $0) }).count > 1
        }
        let table = ChoosingPage.pickTable(index, names: ["A", "B", "C"], criteria: criteria)
        let rows = table.split(separator: "\n").map(String.init)
        // A: fewest lines at rest (100, next B 200) and, tied with C, the cheapest everyday change (5).
        #expect(rows.contains("| A | the app is small and will stay so; you expect a stream of everyday changes | "
            + "lines at rest 100 (next B 200); everyday changes 5 (next C 5) |"), "\(table)")
        // B: the third screen cheapest against its start (0.6×, next A 0.8×).
        #expect(rows.contains("| B | new screens will keep coming | third screen 0.600× (next A 0.800×) |"), "\(table)")
        #expect(rows.contains("| C | you expect a stream of everyday changes | everyday changes 5 (next A 5) |"), "\(table)")
    }

    @Test("An architecture that leads on no need is shown where it comes closest; a need all meet alike is left out")
    func closestAndTies() {
        let index = FigureIndex(results: [
            changeCost(ChoosingPage.thirdScreen, "A", ["lines before": 100, "feature lines before": 100, "features before": 2,
                                                       "code lines added": 10, "code lines changed": 10]),
            changeCost(ChoosingPage.thirdScreen, "B", ["lines before": 200, "feature lines before": 200, "features before": 2,
                                                       "code lines added": 40, "code lines changed": 40]),
            changeCost("later", "A", ["code lines changed": 3]),
            changeCost("later", "B", ["code lines changed": 3]),
        ])
        let page = ChoosingPage.page(index, names: ["A", "B"], claims: [])
        #expect(page.contains("third screen"))
        #expect(!page.contains("| everyday changes |"), "every architecture changed 3 lines: the need tells nothing")
        #expect(page.contains("Left out, because every architecture has the same figure: *you expect a stream of everyday "
            + "changes* (code lines changed by every change after the third screen, summed)."), "and the page says so")
        let table = ChoosingPage.pickTable(index, names: ["A", "B"], criteria: ChoosingCriterion.all.filter { $0.heading != "everyday changes" })
        #expect(table.contains("| B | it leads on no need here; it ranks best (2 of 2) where the app is small and will stay so | "
            + "lines at rest 200 (best A 100) |"),
                "\(table)")
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
