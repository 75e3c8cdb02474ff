/// The claims as the README shows them: each claim's words and the articles it comes from, its
/// verdict and one sentence of why, with links to its rule and to the figures in `docs/results.md`.
/// The full table (each rule in words and every figure it read) is the summary's, in the results.
public enum ClaimsDigest {
    /// The page, from the package root, that holds the full claims table and every figure.
    public static let resultsPage = "docs/results.md"
    /// The fragment of the full claims table's heading on ``resultsPage``, which is the summary
    /// section's title.
    public static var resultsAnchor: String {
        MarkdownAnchor.fragment(of: ReportSection.claimsTitle)
    }

    /// The claims as one Markdown table, for a page at the package root; empty without claims.
    public static func markdown(_ claims: [JudgedClaim]) -> String {
        guard !claims.isEmpty else { return "" }
        let table = TextTable(
            headers: ["Claim", "Verdict", "Held out", "Why", "Rule · figures"],
            alignments: [.left, .left, .left, .left, .left],
            rows: claims.map { claim in
                let articles = claim.seeds.map { number in
                    SourceArticle(rawValue: number)?.link(fromRoot: "") ?? number
                }
                let rule = claim.ruleFile.map { "[rule](\($0))" } ?? "rule"
                return [
                    "\(claim.claim) (\(articles.joined(separator: "; ")))",
                    "**\(claim.markedVerdict)**",
                    claim.heldOut.map { "**\($0.shownVerdict)**" } ?? "—",
                    [claim.why ?? claim.measured, claim.marginSentence, claim.revised.map { "Revised: \($0)" },
                     claim.heldOut.flatMap { $0.verdict == "undecided" ? nil : "Held out: \($0.why)" }, claim.disagreement.map { "Disagrees: \($0)." }]
                        .compactMap { $0 }.joined(separator: " "),
                    "\(rule) · [figures](\(resultsPage)#\(resultsAnchor)) (`\(claim.id)`)",
                ]
            }
        )
        var legend: [String] = []
        if claims.contains(where: { $0.postHoc != nil }) {
            legend.append("*\(JudgedClaim.postHocMark.prefix(1).uppercased() + JudgedClaim.postHocMark.dropFirst())*: the rule "
                + "was written after the data it judges, so it could have been fitted to it. A mixed verdict judged part by "
                + "part says how many parts hold.")
        }
        if claims.contains(where: { $0.heldOut != nil }) {
            legend.append("*Held out*: the same rule judged on the hold-out changes, written and frozen before any "
                + "architecture made them ([docs/SPEC.md §7](docs/SPEC.md#7-changes)), undecided until the changes it needs "
                + "have landed; `—` for a claim about the app as it stands.")
        }
        if claims.contains(where: { $0.tooCloseToCall == true || $0.heldOut?.tooCloseToCall == true }) {
            legend.append("*Too close to call*: the least change that gives another verdict is inside the figures' "
                + "uncertainty ([How sure a verdict is](docs/measuring.md#how-sure-a-verdict-is)).")
        }
        let postHoc = legend.isEmpty ? "" : "\n" + legend.joined(separator: " ") + "\n"
        return table.renderMarkdown() + postHoc
    }
}
