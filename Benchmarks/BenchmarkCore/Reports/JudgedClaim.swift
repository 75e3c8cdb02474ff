/// A claim of the source articles with the verdict its rule gave on a report's figures: what a
/// report carries of the claims, in every format. The rule lives in code beside the claim; this is
/// its outcome, with the figures it was read from, so a reader can redo the arithmetic.
public struct JudgedClaim: Sendable, Codable, Equatable {
    /// A short, stable name, e.g. `mvc-fewest-lines`.
    public var id: String
    /// The source articles it comes from, by their numbers (``SourceArticle``).
    public var seeds: [String]
    /// The claim in the project's own words.
    public var claim: String
    /// The rule in words: which figures, and which thresholds make it true, false or mixed.
    public var rule: String
    /// `true`, `false`, `mixed`, `tied` or `undecided`.
    public var verdict: String
    /// Why the verdict came out as it did, in one sentence with the deciding figures; nil in a
    /// report judged before the claims said why.
    public var why: String?
    /// The figures the verdict was read from.
    public var measured: String
    /// The file of the claim's rule, from the package root
    /// (`Benchmarks/BenchmarkSuites/Claims/Rules/…`); nil in a report judged before it was carried.
    public var ruleFile: String?

    /// Creates a judged claim.
    public init(id: String, seeds: [String], claim: String, rule: String, verdict: String, why: String? = nil,
                measured: String, ruleFile: String? = nil) {
        self.id = id
        self.seeds = seeds
        self.claim = claim
        self.rule = rule
        self.verdict = verdict
        self.why = why
        self.measured = measured
        self.ruleFile = ruleFile
    }

    /// The articles it comes from, by name, in the order of their numbers; a number no article
    /// has is kept as it is.
    public var articleNames: [String] {
        seeds.map { SourceArticle(rawValue: $0)?.name ?? $0 }
    }
}
