// Teaches: the exhaustive walks of the subject detail screen (docs/SPEC.md §7.1): starting points on it
// and an alphabet of its own events, so that every short sequence from a subject detail screen is checked
// without multiplying the list's walks. The list's answers, a refresh and a new selection are in
// the alphabet too, for what the two screens share: the subject's place on the list, and the server.
import SharedModel

enum SubjectDetailScripts {
    private typealias Scripts = SubjectListScripts

    // MARK: Exhaustive, answers landing later

    static let manualStart = WalkStart(scheduler: .manual)

    /// 14 events: the details land, are unreachable or unreadable; Retry; Switch Off and its answer
    /// (the server's own, unreachable, 500); back; the theme; selecting the first subject again; the
    /// list's catalogue and the server's own settings landing beneath; a refresh.
    static let manualAlphabet: [SubjectListEvent] = [
        Scripts.detailsOK, Scripts.detailsOffline, Scripts.detailsBroken, .tapSubjectRetry,
        .tapSwitchOff, Scripts.switchOffOK, Scripts.switchOffOffline, Scripts.switchOff500,
        .back, .toggleTheme, .select(.first),
        Scripts.catalogueOK, .settingsAnswers(.natural), .pullToRefresh,
    ]

    private static let opened: [SubjectListEvent] = Scripts.loadedFull + [.select(.first)]
    private static let loaded: [SubjectListEvent] = opened + [Scripts.detailsOK]

    static let manualPrefixes: [Prefix<SubjectListModel>] = [
        // Appearing: loading, one request; back cancels it; its answer in every kind.
        Prefix(name: "a subject detail screen loading over a full list", start: manualStart, events: opened),
        // The details shown; the colours; Switch Off.
        Prefix(name: "a subject's details loaded", start: manualStart, events: loaded),
        // The error and Retry.
        Prefix(name: "a subject's details failed", start: manualStart, events: opened + [Scripts.detailsOffline]),
        // Switch Off disabled, switching; its answer in every kind; back cancels it.
        Prefix(name: "a switch-off in flight", start: manualStart, events: loaded + [.tapSwitchOff]),
        // The failure's message without Retry; Switch Off again hides it.
        Prefix(name: "a switch-off failed", start: manualStart,
               events: loaded + [.tapSwitchOff, Scripts.switchOff500]),
        // Switching off the last open subject leaves the empty state.
        Prefix(name: "the only open subject's details loaded", start: manualStart,
               events: [Scripts.catalogueOK, Scripts.oneOn, .select(.first), Scripts.detailsOK]),
        // Switching off a subject near the end of a scrolled list clamps the window as a reload does;
        // the backend has no subject 10 (Music), so its details come from a body.
        Prefix(name: "a subject detail screen over a list scrolled to its end", start: manualStart,
               events: Scripts.loadedFull + [.scroll(to: .last), .select(.index(8)), .detailsAnswers(.body(.details4))]),
        // The list's load goes on beneath the subject detail screen and lands as usual.
        Prefix(name: "a refresh in flight under a subject detail screen", start: manualStart,
               events: Scripts.loadedFull + [.pullToRefresh, .select(.first), Scripts.detailsOK]),
        // A refresh asked before the switch-off landed shows what the server said then: the subject.
        Prefix(name: "a refresh asked before a switch-off landed", start: manualStart,
               events: Scripts.loadedFull + [.pullToRefresh, .select(.first), Scripts.detailsOK, .tapSwitchOff,
                                             Scripts.switchOffOK]),
        // A refresh asked after it shows the server without the subject.
        Prefix(name: "a refresh asked after a switch-off landed", start: manualStart,
               events: loaded + [.tapSwitchOff, Scripts.switchOffOK, .pullToRefresh]),
    ]

    static let exhaustiveManual: [Script<SubjectListModel>] = Exhaustive.scripts(
        SubjectListModel.self, prefixes: manualPrefixes, alphabet: manualAlphabet, depth: WalkBudget.manualDepth)

    // MARK: Exhaustive, answers landing at once

    /// A full list, every other route answering from the server's own data unless `changes` says.
    static func immediateStart(_ changes: [Route: ServerAnswer] = [:]) -> WalkStart {
        var standing: [Route: ServerAnswer] = [.subjects: .body(.catalogue10), .userSubjects: .body(.allOn)]
        standing.merge(changes) { _, changed in changed }
        return WalkStart(scheduler: .immediate, standing: standing)
    }

    /// 11 events: Retry, Switch Off, back, the theme, selecting, refresh, and the server told to
    /// answer details itself or with 404, to switch off itself or be unreachable, or to answer the
    /// settings from its own data (which a switch-off changes).
    static let immediateAlphabet: [SubjectListEvent] = [
        .tapSubjectRetry, .tapSwitchOff, .back, .toggleTheme, .select(.first), .pullToRefresh,
        .serverAnswers(.subjectDetails, .natural), .serverAnswers(.subjectDetails, .status(404)),
        .serverAnswers(.switchOff, .natural), .serverAnswers(.switchOff, .noConnection),
        .serverAnswers(.userSubjects, .natural),
    ]

    static let immediatePrefixes: [Prefix<SubjectListModel>] = [
        // The server's own list and details: a switch-off at once, then a refresh shows the server
        // without the subject.
        Prefix(name: "a subject's details loaded at once over the server's own list",
               start: WalkStart(scheduler: .immediate), events: [.select(.first)]),
        Prefix(name: "a subject's details failed at once", start: immediateStart([.subjectDetails: .status(404)]),
               events: [.select(.first)]),
        Prefix(name: "a switch-off failed at once", start: immediateStart([.switchOff: .status(500)]),
               events: [.select(.first), .tapSwitchOff]),
        Prefix(name: "the only open subject at once", start: immediateStart([.userSubjects: .body(.oneOn)]),
               events: [.select(.first)]),
    ]

    static let exhaustiveImmediate: [Script<SubjectListModel>] = Exhaustive.scripts(
        SubjectListModel.self, prefixes: immediatePrefixes, alphabet: immediateAlphabet,
        depth: WalkBudget.immediateSubjectListDepth)
}
