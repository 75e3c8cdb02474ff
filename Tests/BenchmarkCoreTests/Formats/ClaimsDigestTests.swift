import BenchmarkCore
import Testing

/// The README's claims: one row a claim, its words and articles, its verdict, why, and the links to
/// its rule and to the full table.
@Suite("Claims digest")
struct ClaimsDigestTests {
    private let claim = JudgedClaim(
        id: "mvc-fewest-lines", seeds: ["001", "004"], claim: "MVC needs the fewest lines of code.",
        rule: "True when …", verdict: "true", why: "MVC has 214 source lines; the fewest of the others, B, has 280.",
        measured: "MVC 214 lines …", ruleFile: "Benchmarks/BenchmarkSuites/Claims/Rules/AsItStands/FewestLines.swift"
    )

    @Test("A row says the claim, its articles by name, its verdict and why, and links its rule and figures")
    func row() throws {
        let lines = ClaimsDigest.markdown([claim]).split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines.first == "| Claim | Verdict | Held out | Why | Rule · figures |")
        let words = "| MVC needs the fewest lines of code. ([A lightweight MVVM framework](docs/sources.md#a-lightweight-mvvm-framework); "
            + "[The application layer](docs/sources.md#the-application-layer)) | **true** | — | "
        let why = "MVC has 214 source lines; the fewest of the others, B, has 280. | "
        let links = "[rule](Benchmarks/BenchmarkSuites/Claims/Rules/AsItStands/FewestLines.swift) · "
            + "[figures](docs/results.md#the-articles-claims-as-measured) (`mvc-fewest-lines`) |"
        let expected: String = words + why + links
        #expect(lines.last == expected)
    }

    @Test("A mixed verdict shows its split, a post hoc rule its mark, and the digest says what the mark means")
    func splitAndPostHoc() throws {
        var mixed = claim
        mixed.verdict = "mixed"
        mixed.split = "1 of 4"
        #expect(mixed.markedVerdict == "mixed, 1 of 4")
        #expect(ClaimsDigest.markdown([mixed]).contains("| **mixed, 1 of 4** |"))
        #expect(!ClaimsDigest.markdown([mixed]).contains("Post hoc"), "no rule post hoc, no legend")
        mixed.postHoc = "the changes it judges"
        #expect(mixed.markedVerdict == "mixed, 1 of 4 · post hoc")
        let digest = ClaimsDigest.markdown([mixed])
        #expect(digest.contains("| **mixed, 1 of 4 · post hoc** |"))
        #expect(digest.hasSuffix("*Post hoc*: the rule was written after the data it judges, so it could have been fitted to it. "
            + "A mixed verdict judged part by part says how many parts hold.\n"))
    }

    @Test("A claim about the changes shows its held-out verdict beside the post hoc one, why once decided, and where they disagree")
    func heldOut() throws {
        var change = claim
        change.postHoc = "the changes it judges post hoc"
        change.heldOut = JudgedClaim.HeldOut(verdict: "undecided", why: "The change catalogue-screen has not landed.",
                                             measured: "No figures yet.")
        var digest = ClaimsDigest.markdown([change])
        #expect(digest.contains("| **true · post hoc** | **undecided** | MVC has 214 source lines; the fewest of the others, B, has 280. |"))
        #expect(!digest.contains("has not landed"), "an undecided held-out verdict says nothing more than its word")
        #expect(digest.contains("*Held out*: the same rule judged on the hold-out changes"))
        #expect(change.disagreement == nil)
        change.heldOut = JudgedClaim.HeldOut(verdict: "false", why: "None of 4 did.", measured: "m")
        digest = ClaimsDigest.markdown([change])
        #expect(digest.contains("| **false** | "))
        #expect(digest.contains("Held out: None of 4 did. Disagrees: post hoc true, held out false."))
        // A mixed verdict of another split, or one too close to call, is no disagreement.
        change.heldOut = JudgedClaim.HeldOut(verdict: "true", why: "w", measured: "m", tooCloseToCall: true)
        #expect(change.disagreement == nil)
        change.verdict = "mixed"
        change.split = "1 of 4"
        change.heldOut = JudgedClaim.HeldOut(verdict: "mixed", why: "w", measured: "m", split: "3 of 4")
        #expect(change.disagreement == nil)
        #expect(change.shownHeldOut == "mixed, 3 of 4")
        #expect(claim.shownHeldOut == "—")
    }

    @Test("A claim judged before claims said why shows its figures instead; no claims, no table")
    func olderReports() throws {
        var older = claim
        older.why = nil
        older.ruleFile = nil
        #expect(ClaimsDigest.markdown([older]).contains("| **true** | — | MVC 214 lines … | rule · [figures]"))
        #expect(ClaimsDigest.markdown([]).isEmpty)
    }

    @Test("`--format claims` writes the report's claims as the digest")
    func format() throws {
        var report = Fixtures.report()
        report.claims = [claim]
        #expect(try ReportRenderer.render(report, as: .claims) == ClaimsDigest.markdown([claim]) + "\n")
    }
}
