import BenchmarkCore
import Testing
@testable import BenchmarkSuites

/// Each claim's verdict follows from the report's own figures, and a fixture that flips the figures
/// flips the verdict.
@Suite("Seed claims")
struct SeedClaimsTests: ReportFixtures {
    @Test("The seed claims are judged by the report's own figures")
    func seedClaims() throws {
        let fewer = report(glue("MVC", lines: 100, glue: 10) + glue("MVP", lines: 150, glue: 30) + glue("VIPER", lines: 300, glue: 5))
        let claims = try #require(ReportSummary.sections(of: fewer).last)
        #expect(claims.title == "Seed claims, as measured")
        #expect(claims.table.rows == [[
            "MVC needs the fewest lines", "true",
            "MVC 100 lines; the fewest of the others: MVP 150 (1.500×); the most: VIPER 300 (3×). Glue lines: MVC 10, not the fewest.",
        ]])

        let more = report(glue("MVC", lines: 200, glue: 10) + glue("MVP", lines: 150, glue: 30))
        #expect(ReportSummary.sections(of: more).last?.table.rows.first?[1] == "false")

        let mixed = report(reformer("v1/10", ratios: (1.2, 3), allocations: (90, 100, 200))
            + reformer("v2/10", ratios: (0.9, 2.5), allocations: (95, 100, 150)))
        #expect(ReportSummary.sections(of: mixed).last?.table.rows == [[
            "The one-step reformer is cheaper", "mixed",
            "two-step / one-step time from 0.900× (v2/10) to 1.200× (v1/10); dictionary / one-step time from 2.500× (v2/10) "
                + "to 3× (v1/10); the one-step path is the cheapest for 1 of 2 payloads. Allocations per payload, one-step: "
                + "5 to 10 fewer than two-step, 55 to 110 fewer than dictionary.",
        ]])
        let cheaper = report(reformer("v1/10", ratios: (1.2, 3), allocations: (90, 100, 200)))
        #expect(ReportSummary.sections(of: cheaper).last?.table.rows.first?[1] == "true")
    }
}
