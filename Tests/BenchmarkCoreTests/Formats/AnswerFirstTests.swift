import Testing
@testable import BenchmarkCore

/// The README's first screen, from a report's own figures: the tally of verdicts, the extremes of
/// size and of cost per change, and the chart of one against the other.
@Suite struct AnswerFirstTests {
    private func result(_ suite: String, _ caseName: String, _ architecture: String, _ metric: String, _ value: Double) -> BenchmarkResult {
        BenchmarkResult(suite: suite, caseName: caseName, architecture: architecture,
                        metrics: [Metric(name: metric, value: value, unit: "lines", kind: .deterministic)])
    }

    private func claim(_ id: String, _ verdict: String, close: Bool = false) -> JudgedClaim {
        JudgedClaim(id: id, seeds: ["1"], claim: "A claim.", rule: "A rule.", verdict: verdict, why: "Because.",
                    measured: "Measured.", postHoc: "yes", tooCloseToCall: close)
    }

    private var report: BenchmarkReport {
        var report = Fixtures.report()
        report.results = [
            result("glue", "all/all", "A", "lines", 300), result("glue", "all/all", "B", "lines", 900),
            result("changes", "one", "A", "code lines changed", 10), result("changes", "two", "A", "code lines changed", 30),
            result("changes", "one", "B", "code lines changed", 50), result("changes", "two", "B", "code lines changed", 70),
        ]
        report.claims = [claim("c1", "true"), claim("c2", "true", close: true), claim("c3", "mixed"), claim("c4", "false")]
        return report
    }

    @Test func pointsAreCodeLinesAndTheMeanCostOfAChange() {
        #expect(AnswerFirst.points(report) == [
            AnswerFirst.Point(architecture: "A", codeLines: 300, linesPerChange: 20, changes: 2),
            AnswerFirst.Point(architecture: "B", codeLines: 900, linesPerChange: 60, changes: 2),
        ])
    }

    @Test func theTallyAndTheExtremesComeFromTheReport() throws {
        let text = try AnswerFirst.markdown(report, chartPath: "docs/answer.svg")
        #expect(text.contains("The articles' 4 claims, judged by rules in code: 2 true, 1 false, 1 mixed.**"))
        #expect(text.contains("1 of the verdicts are too close to call"))
        #expect(text.contains("A's own code is the smallest, 300 code lines"))
        #expect(text.contains("B's the largest, 900 (3.0×)"))
        #expect(text.contains("A changed the fewest code lines a change, 20 on average; B the most, 60."))
        #expect(text.contains("](docs/answer.svg)"))
    }

    @Test func theHoldOutSentenceCountsVerdictsGivenAndSaysWhichAreTooClose() throws {
        var report = report
        var judged = claim("c5", "true")
        judged.heldOut = JudgedClaim.HeldOut(verdict: "undecided", why: "Not landed.", measured: "None.")
        report.claims?.append(judged)
        #expect(try AnswerFirst.markdown(report, chartPath: "a.svg")
            .contains("On the hold-out changes, whose rules were frozen before them, 0 of the 1 claims about the changes have a verdict so far."))
        judged.heldOut = JudgedClaim.HeldOut(verdict: "false", why: "w", measured: "m")
        var close = claim("c6", "mixed")
        close.heldOut = JudgedClaim.HeldOut(verdict: "mixed", why: "w", measured: "m", tooCloseToCall: true)
        report.claims = (report.claims ?? []).dropLast() + [judged, close]
        #expect(try AnswerFirst.markdown(report, chartPath: "a.svg")
            .contains("2 of the 2 claims about the changes have a verdict so far (1 too close to call); 1 of them disagree with their post hoc verdict."))
    }

    @Test func theChartHasAPointAndALabelPerArchitecture() throws {
        let svg = try AnswerFirst.svg(report)
        #expect(svg.components(separatedBy: "<circle ").count - 1 == 2)
        #expect(svg.contains(">A</text>") && svg.contains(">B</text>"))
        #expect(svg.contains("<title>B: 900 code lines, 60 a change</title>"))
    }

    @Test func aReportWithoutTheFiguresIsRefused() {
        #expect(throws: AnswerFirst.MissingFigures.self) { try AnswerFirst.markdown(Fixtures.report(), chartPath: "x.svg") }
        #expect(throws: AnswerFirst.MissingFigures.self) { try AnswerFirst.svg(Fixtures.report()) }
    }

    @Test(arguments: [(96.0, 100.0), (1139, 1200), (353, 400), (1, 1), (2.1, 2.4), (0, 1)])
    func roundCeilings(value: Double, ceiling: Double) {
        #expect(AnswerFirst.niceCeiling(value) == ceiling)
    }
}
