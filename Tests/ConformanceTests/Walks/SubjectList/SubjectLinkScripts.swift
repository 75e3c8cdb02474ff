// Teaches: the exhaustive walks of the app opened from a link with a session kept (docs/SPEC.md §7.4):
// starting points on the subject list at the root of the app's stack, its link waiting for the list to
// show, followed or dropped, and a small alphabet of their own (the list's answers, Retry, a refresh, back
// and the theme), so that every short sequence around the link is checked without multiplying the list's
// walks. Every one of them is checked as part of the change `subject-link`.
import SharedModel

enum SubjectLinkScripts {
    private typealias Scripts = SubjectListScripts

    /// Physics: open on a full list (`allOn`) and on the server's own settings.
    static let physics = 4
    /// Chemistry: open on a full list, but not on the server's own settings, which have it off.
    static let chemistry = 5

    // MARK: Exhaustive, answers landing later

    static func manualStart(link subjectID: Int) -> WalkStart {
        WalkStart(scheduler: .manual, linkedSubjectID: subjectID)
    }

    /// 8 events: the catalogue succeeds; the settings open every subject or fail; the subject's details
    /// land; Retry, a refresh, back and the theme.
    static let manualAlphabet: [SubjectListEvent] = [
        Scripts.catalogueOK, Scripts.allOn, Scripts.settings500, Scripts.detailsOK,
        .tapRetry, .pullToRefresh, .back, .toggleTheme,
    ]

    static let manualPrefixes: [Prefix<SubjectListModel>] = [
        // The list loading as on its first appearance, nothing pushed: its answers, in either order, open
        // Physics over it, or fail and leave the link waiting.
        Prefix(name: "the app opened from a link to Physics, its list loading", start: manualStart(link: physics),
               events: []),
        // The link waits through a failed load: Retry's answers open it.
        Prefix(name: "the app opened from a link to Physics, its first load failed", start: manualStart(link: physics),
               events: [Scripts.catalogueOK, Scripts.settings500]),
        // The link is followed once: back on the list as it was loaded, a refresh (either way, §7.3) that
        // lists Physics again opens nothing.
        Prefix(name: "back on the list from the subject a link opened", start: manualStart(link: physics),
               events: Scripts.loadedFull + [.back], extraAlphabet: [.tapRefresh]),
        // A subject the list does not show leaves the user on the list and drops the link: a later load
        // that lists it opens nothing.
        Prefix(name: "the app opened from a link to Chemistry, which the list does not show",
               start: manualStart(link: chemistry), events: [Scripts.catalogueOK, .settingsAnswers(.natural)]),
    ]

    static let exhaustiveManual: [Script<SubjectListModel>] = Exhaustive.scripts(
        SubjectListModel.self, prefixes: manualPrefixes, alphabet: manualAlphabet, depth: WalkBudget.manualDepth)

    // MARK: Exhaustive, answers landing at once

    /// The catalogue of ten and the settings as `settings` says, every other route answering from the
    /// server's own data, the app opened from a link to `subjectID`.
    static func immediateStart(settings: ServerAnswer, link subjectID: Int) -> WalkStart {
        WalkStart(scheduler: .immediate, standing: [.subjects: .body(.catalogue10), .userSubjects: settings],
                  linkedSubjectID: subjectID)
    }

    /// 7 events: Retry, a refresh, back, the theme, and the server told to answer the settings with every
    /// subject on, from its own data, or with 500.
    static let immediateAlphabet: [SubjectListEvent] = [
        .tapRetry, .pullToRefresh, .back, .toggleTheme,
        .serverAnswers(.userSubjects, .body(.allOn)), .serverAnswers(.userSubjects, .natural),
        .serverAnswers(.userSubjects, .status(500)),
    ]

    static let immediatePrefixes: [Prefix<SubjectListModel>] = [
        // The list lands during the app's start and Physics opens over it, its details landed: back, and
        // no refresh opens it again.
        Prefix(name: "the app opened at once from a link to Physics",
               start: immediateStart(settings: .body(.allOn), link: physics), events: []),
        // The first load fails at once: the link waits for Retry, once the server is told.
        Prefix(name: "the app opened at once from a link to Physics, its first load failed",
               start: immediateStart(settings: .status(500), link: physics), events: []),
        // The server's own settings have Chemistry off: the list shows without it, and a later load that
        // lists it opens nothing.
        Prefix(name: "the app opened at once from a link to Chemistry, which the list does not show",
               start: immediateStart(settings: .natural, link: chemistry), events: []),
    ]

    static let exhaustiveImmediate: [Script<SubjectListModel>] = Exhaustive.scripts(
        SubjectListModel.self, prefixes: immediatePrefixes, alphabet: immediateAlphabet,
        depth: WalkBudget.immediateSubjectListDepth)
}
