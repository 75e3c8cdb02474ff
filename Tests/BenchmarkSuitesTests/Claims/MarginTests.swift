import BenchmarkCore
import Testing
@testable import BenchmarkSuites

/// A verdict's margin: the least change of one deciding figure that gives another verdict, in the
/// figure's unit, and whether it lies inside the figure's uncertainty (docs/measuring.md).
@Suite("Margins of verdicts")
struct MarginTests {
    @Test("A whole count must pass a strict edge by one; an inclusive edge is reached")
    func distances() {
        // Holds below 30: at 27, reaching 30 breaks it.
        #expect(Comparison("A", 27, .below, 30, kind: .codeLines).distance == 3)
        // Holds at most 0: at 0, one line breaks it.
        #expect(Comparison("A", 0, .atMost, 0, kind: .codeLines).distance == 1)
        // Fails at most 0: at 3, it must come down to 0.
        #expect(Comparison("A", 3, .atMost, 0, kind: .codeLines).distance == 3)
        // Fails below 30: at 30, one fewer holds.
        #expect(Comparison("A", 30, .below, 30, kind: .codeLines).distance == 1)
        // A ratio has no step.
        #expect(abs(Comparison("A", 1.2, .below, 1.0, kind: .codeLineRatio).distance - 0.2) < 1e-9)
    }

    @Test("Before a second author is measured, code lines are uncertain by 15%, at least 5 lines; instructions by 2%; exact figures not at all")
    func uncertainties() {
        #expect(FigureKind.codeLines.uncertainty(of: 10) == 5)
        #expect(FigureKind.codeLines.uncertainty(of: 200) == 30)
        #expect(FigureKind.files.uncertainty(of: 2) == 1)
        #expect(FigureKind.instructionRatio.uncertainty(of: 1000) == 20)
        #expect(FigureKind.exact("bytes").uncertainty(of: 1000) == 0)
        #expect(FigureKind.time(spread: 300).uncertainty(of: 1_000_000) == 300)
    }

    @Test("True: the holding part nearest its edge, in words and in its unit; far enough, it stands")
    func trueVerdict() throws {
        let judgement = Judgement.parts([
            Comparison("VIPER", 20, .below, 100, kind: .codeLines),
            Comparison("MVVM-C", 60, .below, 100, kind: .codeLines),
        ], why: "", measured: "")
        #expect(judgement.verdict == .true)
        let margin = try #require(judgement.margin)
        #expect(margin.words == "MVVM-C would need 40 more code lines")
        // 40 lines against 15 (15% of 100): the verdict stands.
        #expect(!margin.tooCloseToCall)
    }

    @Test("False by a line or two is too close to call; by many lines it stands")
    func falseVerdict() throws {
        func margin(_ value: Double) throws -> Margin {
            try #require(Judgement.parts([Comparison("MVVM-C", value, .below, 162, kind: .codeLines)], why: "", measured: "").margin)
        }
        #expect(try margin(164).words == "MVVM-C would need 3 fewer code lines")
        #expect(try margin(164).tooCloseToCall)
        #expect(try !margin(250).tooCloseToCall)
    }

    @Test("Mixed: a single flip that changes it when there is one; otherwise every part on the nearer side")
    func mixedVerdict() throws {
        // One of three holds: flipping it makes it false.
        let oneHolds = try #require(Judgement.parts([
            Comparison("A", 0, .atMost, 0, kind: .files),
            Comparison("B", 4, .atMost, 0, kind: .files),
            Comparison("C", 6, .atMost, 0, kind: .files),
        ], why: "", measured: "").margin)
        #expect(oneHolds.words == "A would need 1 more file")
        // Two of four: both holding ones would have to flip, or both failing ones.
        let half = try #require(Judgement.parts([
            Comparison("A", 0, .atMost, 0, kind: .codeLines),
            Comparison("B", 0, .atMost, 0, kind: .codeLines),
            Comparison("C", 40, .atMost, 0, kind: .codeLines, scale: 40),
            Comparison("D", 50, .atMost, 0, kind: .codeLines, scale: 50),
        ], why: "", measured: "").margin)
        #expect(half.words == "all of A would need 1 more code line; B would need 1 more code line")
        #expect(half.tooCloseToCall)
    }

    @Test("A conjunction holds by its nearest part and fails by its farthest failing one")
    func conjunction() {
        let holding = Comparison.all([Comparison("x", 10, .below, 100, kind: .codeLines),
                                      Comparison("y", 95, .below, 100, kind: .codeLines)])
        #expect(holding.subject == "y")
        let failing = Comparison.all([Comparison("x", 300, .below, 100, kind: .codeLines),
                                      Comparison("y", 101, .below, 100, kind: .codeLines)])
        #expect(failing.subject == "x")
        #expect(!failing.holds)
    }

    @Test("A verdict inside its uncertainty shows as too close to call, leaning to its side, on every page")
    func shown() {
        let claim = JudgedClaim(id: "c", seeds: [], claim: "C", rule: "R", verdict: "false", measured: "m",
                                margin: "MVVM-C would need 3 fewer code lines", tooCloseToCall: true)
        #expect(claim.shownVerdict == "too close to call (leans false)")
        #expect(claim.marginSentence == "Margin: MVVM-C would need 3 fewer code lines to change the verdict, inside the figures' uncertainty.")
        #expect(ClaimsDigest.markdown([claim]).contains("too close to call (leans false)"))
        #expect(ClaimsDigest.markdown([claim]).contains("*Too close to call*: the least change"))
        let standing = JudgedClaim(id: "c", seeds: [], claim: "C", rule: "R", verdict: "mixed", measured: "m", split: "1 of 4",
                                   margin: "A would need 40 more code lines", tooCloseToCall: false)
        #expect(standing.shownVerdict == "mixed, 1 of 4")
        #expect(standing.marginSentence == "Margin: A would need 40 more code lines to change the verdict.")
        #expect(!ClaimsDigest.markdown([standing]).contains("Too close to call"))
    }
}
