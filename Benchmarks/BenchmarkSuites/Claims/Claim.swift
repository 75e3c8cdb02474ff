import BenchmarkCore

/// One measurable claim of the source articles, and the rule that judges it from a report's figures.
///
/// The rule is code, beside the claim's words: it reads named figures through a ``FigureIndex``,
/// compares them with the thresholds the rule states, and quotes the figures it read. It answers
/// nil when the report lacks them (a filtered run), so a claim is left out rather than judged on
/// nothing. A reader may disagree with a rule, never with its arithmetic.
struct Claim: Sendable {
    /// A short, stable name, e.g. `mvc-fewest-lines`.
    let id: String
    /// The source articles it comes from, by number (`../shared/seeds/README.md`).
    let seeds: [String]
    /// The claim in the project's own words.
    let statement: String
    /// The rule in words: which figures, and which thresholds make it true, false or mixed.
    let rule: String
    /// The rule in code.
    let judge: @Sendable (FigureIndex) -> Judgement?

    /// The claim with its verdict on `index`, or nil without the figures it rests on.
    func judged(_ index: FigureIndex) -> JudgedClaim? {
        judge(index).map { judgement in
            JudgedClaim(id: id, seeds: seeds, claim: statement, rule: rule, verdict: judgement.verdict.rawValue,
                        measured: judgement.measured)
        }
    }
}
