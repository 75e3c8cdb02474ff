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
    /// The source articles it comes from, by number (``SourceArticle``).
    let seeds: [String]
    /// The claim in the project's own words.
    let statement: String
    /// The rule in words: which figures, and which thresholds make it true, false or mixed.
    let rule: String
    /// When the rule was last revised in a way that changed its verdict: what changed, why, and
    /// the verdict before; nil for a rule as first written.
    let revised: String?
    /// The rule in code: for a claim about the changes, judged on the changes it was written after
    /// (``ChangeTrial/postHoc``).
    let judge: @Sendable (FigureIndex) -> Judgement?
    /// For a claim about the changes, the same rule judged on the hold-out changes
    /// (``ChangeTrial/heldOut``), written before any of them; nil for a claim about the app as it stands.
    let judgeHeldOut: (@Sendable (FigureIndex) -> Judgement?)?
    /// The name of the file the claim is declared in (`FewestLines.swift`), so that a page can
    /// link the rule.
    let fileName: String
    /// What the rule was written after, when it was written after the data it judges (set by
    /// ``ClaimCatalogue``, which knows when each kind of rule was written; a test holds it to the history).
    var postHoc: String? = nil

    /// Creates a claim; `fileID` is the declaring file's, left to its default.
    init(id: String, seeds: [String], statement: String, rule: String, revised: String? = nil,
         judge: @escaping @Sendable (FigureIndex) -> Judgement?, fileID: String = #fileID) {
        self.id = id
        self.seeds = seeds
        self.statement = statement
        self.rule = rule
        self.revised = revised
        self.judge = judge
        self.judgeHeldOut = nil
        self.fileName = String(fileID.split(separator: "/").last ?? Substring(fileID))
    }

    /// Creates a claim about the changes, whose rule `judgeTrial` is judged on each trial of
    /// changes; `fileID` is the declaring file's, left to its default.
    init(id: String, seeds: [String], statement: String, rule: String, revised: String? = nil,
         judgeTrial: @escaping @Sendable (FigureIndex, ChangeTrial) -> Judgement?, fileID: String = #fileID) {
        self.id = id
        self.seeds = seeds
        self.statement = statement
        self.rule = rule
        self.revised = revised
        self.judge = { judgeTrial($0, .postHoc) }
        self.judgeHeldOut = { judgeTrial($0, .heldOut) }
        self.fileName = String(fileID.split(separator: "/").last ?? Substring(fileID))
    }

    /// The claim with its verdict on `index`, or nil without the figures it rests on; `ruleFile`
    /// is where its rule lives, from the package root.
    func judged(_ index: FigureIndex, ruleFile: String) -> JudgedClaim? {
        AuthorSpread.$current.withValue(AuthorSpread(index)) { judgedWithSpread(index, ruleFile: ruleFile) }
    }

    private func judgedWithSpread(_ index: FigureIndex, ruleFile: String) -> JudgedClaim? {
        judge(index).map { judgement in
            var judged = JudgedClaim(id: id, seeds: seeds, claim: statement, rule: rule, verdict: judgement.verdict.rawValue,
                                     why: judgement.why, measured: judgement.measured, ruleFile: ruleFile,
                                     split: judgement.shownSplit, postHoc: postHoc, margin: judgement.margin?.words,
                                     tooCloseToCall: judgement.margin.map(\.tooCloseToCall), revised: revised)
            judged.heldOut = judgeHeldOut?(index).map { heldOut in
                JudgedClaim.HeldOut(verdict: heldOut.verdict.rawValue, why: heldOut.why, measured: heldOut.measured,
                                    split: heldOut.shownSplit, margin: heldOut.margin?.words,
                                    tooCloseToCall: heldOut.margin.map(\.tooCloseToCall))
            }
            return judged
        }
    }

    /// The claim with its rule marked as written after `data` (``postHoc``).
    func written(after data: String) -> Claim {
        var claim = self
        claim.postHoc = data
        return claim
    }
}
