/// What a claim's rule concluded, and the figures it concluded it from.
struct Judgement: Sendable, Equatable {
    /// The possible verdicts: a rule that checks several parts says `mixed` when some hold.
    enum Verdict: String, Sendable {
        case `true`
        case `false`
        case mixed
        case tied
        /// The figures cannot decide: the change did not put the claim to the test.
        case undecided
    }

    /// How many of a verdict's parts hold, of how many: a `mixed` one of 1 in 4 and one of 3 in 4
    /// say very different things, so the split is shown with the verdict.
    struct Split: Sendable, Equatable {
        let holding: Int
        let total: Int
    }

    let verdict: Verdict
    /// Why the verdict came out as it did, in one sentence with the deciding figures: what the
    /// README says beside the verdict.
    let why: String
    /// The figures read, in words a reader can check against the report's tables.
    let measured: String
    /// For a verdict judged part by part, how many parts hold.
    var split: Split? = nil
    /// How far the verdict is from changing, and whether that is inside its figures' uncertainty.
    var margin: Margin? = nil

    /// The split as the pages show it, `1 of 4`: only for a mixed verdict.
    var shownSplit: String? {
        split.flatMap { $0.holding > 0 && $0.holding < $0.total ? "\($0.holding) of \($0.total)" : nil }
    }

    /// `true` when every part holds, `false` when none does, `mixed` otherwise.
    static func parts(_ holding: Int, of total: Int) -> Verdict {
        holding == total ? .true : holding == 0 ? .false : .mixed
    }

    /// The judgement of a rule judged part by part: ``parts(_:of:)``, with its split.
    static func parts(_ holding: Int, of total: Int, why: String, measured: String) -> Judgement {
        Judgement(verdict: parts(holding, of: total), why: why, measured: measured, split: Split(holding: holding, total: total))
    }

    /// The judgement of a rule judged part by part, each part a comparison: ``parts(_:of:)`` of
    /// those that hold, with its split and its margin (``Margin/init(parts:)``).
    static func parts(_ comparisons: [Comparison], why: String, measured: String) -> Judgement {
        let holding = comparisons.filter(\.holds).count
        var judgement = parts(holding, of: comparisons.count, why: why, measured: measured)
        judgement.margin = Margin(parts: comparisons)
        return judgement
    }
}
