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
    /// For a `mixed` verdict judged part by part, how many parts hold: `1 of 4`; nil otherwise.
    public var split: String?
    /// Set when the rule was written after the data it judges: what it was written after, in words.
    /// A verdict can then have been fitted to its figures, and every page that shows it says so.
    public var postHoc: String?
    /// The least change of its figures that would give another verdict, in their own unit: `MVVM-C
    /// would need 3 fewer code lines`; nil where the rule states none.
    public var margin: String?
    /// Whether that change lies inside the figures' uncertainty (docs/measuring.md): the verdict is
    /// then shown as too close to call.
    public var tooCloseToCall: Bool?
    /// When its rule was last revised in a way that changed its verdict: what changed, why, and the
    /// verdict before; nil for a rule as first written.
    public var revised: String?
    /// For a claim about the changes, the same rule judged on the hold-out changes, whose rules were
    /// frozen before any architecture made them (docs/SPEC.md §7); nil for a claim about the app as
    /// it stands, and in a report judged before hold-out changes were.
    public var heldOut: HeldOut?

    /// A claim's verdict on the hold-out changes, with what it rests on, as the claim's own.
    public struct HeldOut: Sendable, Codable, Equatable {
        /// `true`, `false`, `mixed` or `undecided` (a change it needs has not landed, or none is of its kind).
        public var verdict: String
        public var why: String
        public var measured: String
        /// For a `mixed` verdict judged part by part, how many parts hold: `1 of 4`.
        public var split: String?
        public var margin: String?
        public var tooCloseToCall: Bool?

        /// Creates a held-out verdict.
        public init(verdict: String, why: String, measured: String, split: String? = nil, margin: String? = nil,
                    tooCloseToCall: Bool? = nil) {
            self.verdict = verdict
            self.why = why
            self.measured = measured
            self.split = split
            self.margin = margin
            self.tooCloseToCall = tooCloseToCall
        }

        /// The verdict as every page shows it (``JudgedClaim/shown(_:split:tooCloseToCall:)``).
        public var shownVerdict: String {
            JudgedClaim.shown(verdict, split: split, tooCloseToCall: tooCloseToCall)
        }

        /// The margin as a sentence.
        public var marginSentence: String? {
            JudgedClaim.marginSentence(margin, tooCloseToCall: tooCloseToCall)
        }
    }

    /// Creates a judged claim.
    public init(id: String, seeds: [String], claim: String, rule: String, verdict: String, why: String? = nil,
                measured: String, ruleFile: String? = nil, split: String? = nil, postHoc: String? = nil,
                margin: String? = nil, tooCloseToCall: Bool? = nil, revised: String? = nil) {
        self.id = id
        self.seeds = seeds
        self.claim = claim
        self.rule = rule
        self.verdict = verdict
        self.why = why
        self.measured = measured
        self.ruleFile = ruleFile
        self.split = split
        self.postHoc = postHoc
        self.margin = margin
        self.tooCloseToCall = tooCloseToCall
        self.revised = revised
    }

    /// The verdict as every page shows it: with its split when it is mixed (`mixed, 1 of 4`), and
    /// as too close to call, leaning to it, when its margin is inside its figures' uncertainty.
    public var shownVerdict: String {
        Self.shown(verdict, split: split, tooCloseToCall: tooCloseToCall)
    }

    /// `verdict` as every page shows it: with its split when it is mixed, and as too close to call,
    /// leaning to it, when its margin is inside its figures' uncertainty.
    public static func shown(_ verdict: String, split: String?, tooCloseToCall: Bool?) -> String {
        let verdict = split.map { "\(verdict), \($0)" } ?? verdict
        return tooCloseToCall == true ? "\(tooCloseMark) (leans \(verdict))" : verdict
    }

    /// What a page shows for a verdict inside its figures' uncertainty.
    public static let tooCloseMark = "too close to call"

    /// The margin as a sentence a page puts after the verdict's why.
    public var marginSentence: String? {
        Self.marginSentence(margin, tooCloseToCall: tooCloseToCall)
    }

    static func marginSentence(_ margin: String?, tooCloseToCall: Bool?) -> String? {
        margin.map { "Margin: \($0) to change the verdict" + (tooCloseToCall == true ? ", inside the figures' uncertainty." : ".") }
    }

    /// The held-out verdict as a page shows it beside the post hoc one: `—` for a claim about the
    /// app as it stands.
    public var shownHeldOut: String {
        heldOut?.shownVerdict ?? "—"
    }

    /// Where the two verdicts of a claim about the changes disagree: both decided (true, false or
    /// mixed, neither too close to call) and not the same; nil otherwise.
    public var disagreement: String? {
        guard let heldOut else { return nil }
        let decided = ["true", "false", "mixed"]
        guard decided.contains(verdict), decided.contains(heldOut.verdict), tooCloseToCall != true,
              heldOut.tooCloseToCall != true, verdict != heldOut.verdict else { return nil }
        return "post hoc \(shownVerdict), held out \(heldOut.shownVerdict)"
    }

    /// The mark a page puts beside a verdict whose rule was written after its data.
    public static let postHocMark = "post hoc"

    /// The verdict as a table shows it: ``shownVerdict``, then `· post hoc` when ``postHoc`` is set.
    public var markedVerdict: String {
        shownVerdict + (postHoc == nil ? "" : " · \(Self.postHocMark)")
    }

    /// The articles it comes from, by name, in the order of their numbers; a number no article
    /// has is kept as it is.
    public var articleNames: [String] {
        seeds.map { SourceArticle(rawValue: $0)?.name ?? $0 }
    }
}
