/// A claim of the source articles with the verdict its rule gave on a report's figures: what a
/// report carries of the claims, in every format. The rule lives in code beside the claim; this is
/// its outcome, with the figures it was read from, so a reader can redo the arithmetic.
public struct JudgedClaim: Sendable, Codable, Equatable {
    /// A short, stable name, e.g. `mvc-fewest-lines`.
    public var id: String
    /// The source articles it comes from, by number (`../shared/seeds/README.md`).
    public var seeds: [String]
    /// The claim in the project's own words.
    public var claim: String
    /// The rule in words: which figures, and which thresholds make it true, false or mixed.
    public var rule: String
    /// `true`, `false`, `mixed` or `tied`.
    public var verdict: String
    /// The figures the verdict was read from.
    public var measured: String

    /// Creates a judged claim.
    public init(id: String, seeds: [String], claim: String, rule: String, verdict: String, measured: String) {
        self.id = id
        self.seeds = seeds
        self.claim = claim
        self.rule = rule
        self.verdict = verdict
        self.measured = measured
    }
}
