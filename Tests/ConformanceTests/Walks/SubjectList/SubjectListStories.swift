// Teaches: the subject list behaviours the issue names, as fixed walks, and those of the subject detail screen
// (docs/SPEC.md §7.1): what a switch-off does to the list and to the server, and leaving it; Refresh in
// the bar (§7.3); the app opened from a link (§7.4); and what All Subjects shows (§7.5).
import SharedModel

enum SubjectListStories {
    private static let catalogue = SubjectListScripts.catalogueOK
    private static let allOn = SubjectListScripts.allOn
    private static let manual = WalkStart(scheduler: .manual)
    /// The server's own catalogue and settings, which a switch-off changes.
    private static let serverList: [SubjectListEvent] = [.catalogueAnswers(.natural), .settingsAnswers(.natural)]
    private static let detailsOK = SubjectListScripts.detailsOK

    /// The server's own list, then `middle`, then the server's own list again.
    private static func withServerList(around middle: [SubjectListEvent]) -> [SubjectListEvent] {
        serverList + middle + serverList
    }

    static let all: [Story<SubjectListModel>] = list + subjectScreen + refreshAndAllSubjects + link

    /// The list's stories (§3).
    static let list: [Story<SubjectListModel>] = [
        Story("a cell taken from the reuse pool after a theme change shows the current theme",
              start: manual,
              events: [catalogue, allOn, .pullToRefresh, catalogue, SubjectListScripts.oneOn, .toggleTheme,
                       .pullToRefresh, catalogue, allOn]),
        Story("the settings failing first changes nothing until the catalogue answers",
              start: manual, events: [SubjectListScripts.settings500, catalogue]),
        Story("a refresh whose settings answer first changes nothing until both have answered",
              start: manual, events: [catalogue, allOn, .pullToRefresh, SubjectListScripts.noneOn, catalogue]),
        Story("a retry whose catalogue fails first changes nothing until both have answered",
              start: manual,
              events: [SubjectListScripts.catalogueOffline, allOn, .tapRetry, SubjectListScripts.catalogueBroken, allOn]),
        Story("the empty label stays while a later failed refresh shows its error and Retry",
              start: manual, events: [catalogue, SubjectListScripts.noneOn, .pullToRefresh, SubjectListScripts.catalogueOffline, allOn]),
        Story("a pull to refresh during a retry: loading stops only when the newest answers land",
              start: manual,
              events: [catalogue, allOn, .pullToRefresh, catalogue, SubjectListScripts.settings500, .tapRetry, catalogue,
                       .pullToRefresh, catalogue, allOn]),
        Story("load, refresh, failure and retry, all at once",
              start: WalkStart(scheduler: .immediate, standing: [.subjects: .body(.catalogue10), .userSubjects: .body(.allOn)]),
              events: [.serverAnswers(.userSubjects, .noConnection), .pullToRefresh,
                       .serverAnswers(.userSubjects, .body(.allOn)), .tapRetry]),
        Story("a short list recoloured at once, then a full one",
              start: WalkStart(scheduler: .immediate, standing: [.subjects: .body(.catalogue10), .userSubjects: .body(.allOn)]),
              events: [.serverAnswers(.userSubjects, .body(.oneOn)), .pullToRefresh, .toggleTheme,
                       .serverAnswers(.userSubjects, .body(.allOn)), .pullToRefresh]),
    ]

    /// The subject detail screen's stories (§7.1).
    static let subjectScreen: [Story<SubjectListModel>] = [
        Story("a switch-off pops back to a list without the subject",
              start: manual,
              events: [catalogue, allOn, .scroll(to: .last), .select(.index(8)), .detailsAnswers(.body(.details4)),
                       .tapSwitchOff, SubjectListScripts.switchOffOK]),
        Story("after a switch-off a later load shows the server without the subject",
              start: manual,
              events: withServerList(around: [.select(.first), detailsOK, .tapSwitchOff, SubjectListScripts.switchOffOK,
                                              .pullToRefresh])),
        Story("switching off the last open subject leaves the empty state",
              start: manual,
              events: [catalogue, SubjectListScripts.oneOn, .select(.first), detailsOK, .tapSwitchOff,
                       SubjectListScripts.switchOffOK]),
        Story("a failed switch-off leaves the list as it was",
              start: manual,
              events: [catalogue, allOn, .select(.first), detailsOK, .tapSwitchOff, SubjectListScripts.switchOff500,
                       .tapSwitchOff, SubjectListScripts.switchOffOffline, .back, .pullToRefresh,
                       .catalogueAnswers(.natural), .settingsAnswers(.natural)]),
        Story("leaving the subject detail screen while it loads cancels its request",
              start: manual,
              events: [catalogue, allOn, .select(.first), .back, .select(.index(2)), detailsOK]),
        Story("leaving the subject detail screen while it switches off cancels the switch-off, and the server keeps the subject",
              start: manual,
              events: withServerList(around: [.select(.first), detailsOK, .tapSwitchOff, .back, .pullToRefresh])),
        Story("a failed details load shows the error and Retry, and Retry loads again",
              start: manual,
              events: [catalogue, allOn, .select(.first), SubjectListScripts.detailsBroken, .tapSubjectRetry,
                       .detailsAnswers(.body(.detailsOneChapter)), .toggleTheme]),
        Story("a subject the server's catalogue does not have fails to load",
              start: manual,
              events: [catalogue, allOn, .scroll(to: .last), .select(.index(8)), detailsOK]),
        Story("a list refresh lands beneath the subject detail screen",
              start: manual,
              events: [catalogue, allOn, .pullToRefresh, .select(.first), .catalogueAnswers(.natural),
                       .settingsAnswers(.natural), detailsOK, .back]),
        Story("a switch-off at once pops back, and a refresh at once shows the server without the subject",
              start: WalkStart(scheduler: .immediate),
              events: [.select(.first), .tapSwitchOff, .pullToRefresh]),
        Story("a switch-off failing at once, then one that succeeds",
              start: WalkStart(scheduler: .immediate, standing: [.switchOff: .noConnection]),
              events: [.select(.first), .tapSwitchOff, .serverAnswers(.switchOff, .natural), .tapSwitchOff]),
    ]

    /// Refresh in the bar (§7.3) and All Subjects (§7.5).
    static let refreshAndAllSubjects: [Story<SubjectListModel>] = [
        Story("Refresh in the bar refreshes, is disabled until its refresh ends, and replaces a retry",
              start: manual,
              events: [catalogue, allOn, .tapRefresh, catalogue, SubjectListScripts.settings500, .tapRetry,
                       .tapRefresh, catalogue, SubjectListScripts.oneOn]),
        Story("All Subjects shows what the list showed when More was selected, whatever a refresh beneath brings",
              start: manual,
              events: [catalogue, allOn, .pullToRefresh, .scroll(to: .last), .select(.last), catalogue,
                       SubjectListScripts.oneOn, .catalogueAnswers(.natural), .back]),
        Story("All Subjects marks what the list shows after a switch-off at once, and says when its catalogue fails",
              start: WalkStart(scheduler: .immediate),
              events: [.select(.first), .tapSwitchOff, .select(.last), .back,
                       .serverAnswers(.subjects, .status(500)), .select(.last)]),
    ]

    /// The app opened from a link to Physics with a session kept (§7.4).
    static let link: [Story<SubjectListModel>] = [
        Story("a link waits through a failed load, opens its subject when Retry's answers land, and is not followed again",
              start: WalkStart(scheduler: .manual, linkedSubjectID: SubjectLinkScripts.physics),
              events: [SubjectListScripts.catalogueOffline, allOn, .tapRetry, catalogue, allOn, detailsOK, .back,
                       .tapRefresh, catalogue, allOn]),
        Story("a link opens its subject at once; after back, neither a refresh nor a switch-off at once opens it again",
              start: WalkStart(scheduler: .immediate, linkedSubjectID: SubjectLinkScripts.physics),
              events: [.toggleTheme, .back, .tapRefresh, .select(.index(3)), .tapSwitchOff, .pullToRefresh]),
    ]
}
