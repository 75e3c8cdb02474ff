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

    let verdict: Verdict
    /// Why the verdict came out as it did, in one sentence with the deciding figures: what the
    /// README says beside the verdict.
    let why: String
    /// The figures read, in words a reader can check against the report's tables.
    let measured: String

    /// `true` when every part holds, `false` when none does, `mixed` otherwise.
    static func parts(_ holding: Int, of total: Int) -> Verdict {
        holding == total ? .true : holding == 0 ? .false : .mixed
    }
}
