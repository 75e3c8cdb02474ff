import BenchmarkCore

/// The changes a claim about changes is judged on, each by the part it plays in the rule. Every such
/// claim is judged twice, by the same rule: on the changes it was written after (``postHoc``), where
/// it could have been fitted to its figures, and on the hold-out changes (``heldOut``), whose parts and
/// whose rules were fixed in the first commit of the first of them, before any architecture made one
/// (docs/SPEC.md §7, *Hold-out changes*; a test over the history holds the rules to it).
struct ChangeTrial: Sendable, Equatable {
    /// What the trial is, as the pages name it: `post hoc` or `held out`.
    let name: String
    /// Its changes, in the order they land.
    let changes: [String]
    /// Whether its rules were frozen before its changes landed: a change the report lacks has then
    /// not landed yet, and a rule that needs it is undecided rather than left out.
    let frozen: Bool
    /// The change that adds a screen of each architecture's own; nil when none does.
    let newScreen: String?
    /// The change that alters only how data the app already loads is shown; nil when none does.
    let presentation: String?
    /// The change that adds new ways to ask for what the screens already do; nil when none does.
    let interaction: String?
    /// The change that adds a new way into a screen that already stands; nil when none does.
    let newWayIn: String?
    /// The change to what a screen others open needs when it is built, which the app holds but the
    /// screens that open it do not; nil when none does.
    let dependedOnScreen: String?

    /// The five changes the rules about changes were written after.
    static let postHoc = ChangeTrial(
        name: "post hoc",
        changes: ["subject-detail", "cell-detail", "refresh-and-return", "subject-link", "all-subjects"], frozen: false,
        newScreen: "subject-detail", presentation: "cell-detail", interaction: "refresh-and-return",
        newWayIn: "subject-link", dependedOnScreen: nil
    )

    /// The hold-out changes, whose rules were frozen before them. None only alters how data is
    /// shown, and none only adds a new way to ask for what a screen does: the claims about those
    /// kinds of change are judged post hoc alone.
    static let heldOut = ChangeTrial(
        name: "held out",
        changes: ["catalogue-screen", "catalogue-from-subject", "catalogue-needs-more"], frozen: true,
        newScreen: "catalogue-screen", presentation: nil, interaction: nil,
        newWayIn: "catalogue-from-subject", dependedOnScreen: "catalogue-needs-more"
    )

    /// Both trials, post hoc first.
    static let all = [postHoc, heldOut]

    /// The judgement of a rule for which the trial has no change of the kind it needs.
    func noChange(of kind: String) -> Judgement {
        Judgement(verdict: .undecided,
                  why: "No \(name) change is \(kind), so the rule has nothing to judge here.",
                  measured: "No figures: the \(name) changes hold no such change.")
    }

    /// The judgement of a rule whose change has not landed in every architecture yet.
    func notLanded(_ change: String) -> Judgement {
        Judgement(verdict: .undecided,
                  why: "The change \(change) has not landed in every architecture yet.",
                  measured: "No figures yet: the rule was written before its change.")
    }

    /// Whether the report's changes suite holds figures of `change`.
    static func landed(_ change: String, in index: FigureIndex) -> Bool {
        index.caseNames(in: ChangeCase.suite).contains(change)
    }
}
