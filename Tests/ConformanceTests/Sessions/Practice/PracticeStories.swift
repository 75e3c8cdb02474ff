// Teaches: the Practice behaviours the issue names, as fixed sessions.
import SharedModel

enum PracticeStories {
    private static let catalogue = PracticeScripts.catalogueOK
    private static let allOn = PracticeScripts.allOn
    private static let manual = SessionStart(scheduler: .manual)

    static let all: [Story<PracticeModel>] = [
        Story("a cell taken from the reuse pool after a theme change shows the current theme",
              start: manual,
              events: [catalogue, allOn, .pullToRefresh, catalogue, PracticeScripts.oneOn, .toggleTheme,
                       .pullToRefresh, catalogue, allOn]),
        Story("the settings failing first changes nothing until the catalogue answers",
              start: manual, events: [PracticeScripts.settings500, catalogue]),
        Story("a refresh whose settings answer first changes nothing until both have answered",
              start: manual, events: [catalogue, allOn, .pullToRefresh, PracticeScripts.noneOn, catalogue]),
        Story("a retry whose catalogue fails first changes nothing until both have answered",
              start: manual,
              events: [PracticeScripts.catalogueOffline, allOn, .tapRetry, PracticeScripts.catalogueBroken, allOn]),
        Story("the empty label stays while a later failed refresh shows its error and Retry",
              start: manual, events: [catalogue, PracticeScripts.noneOn, .pullToRefresh, PracticeScripts.catalogueOffline, allOn]),
        Story("a pull to refresh during a retry: loading stops only when the newest answers land",
              start: manual,
              events: [catalogue, allOn, .pullToRefresh, catalogue, PracticeScripts.settings500, .tapRetry, catalogue,
                       .pullToRefresh, catalogue, allOn]),
        Story("load, refresh, failure and retry, all at once",
              start: SessionStart(scheduler: .immediate, standing: [.subjects: .body(.catalogue10), .userSubjects: .body(.allOn)]),
              events: [.serverAnswers(.userSubjects, .noConnection), .pullToRefresh,
                       .serverAnswers(.userSubjects, .body(.allOn)), .tapRetry]),
        Story("a short list recoloured at once, then a full one",
              start: SessionStart(scheduler: .immediate, standing: [.subjects: .body(.catalogue10), .userSubjects: .body(.allOn)]),
              events: [.serverAnswers(.userSubjects, .body(.oneOn)), .pullToRefresh, .toggleTheme,
                       .serverAnswers(.userSubjects, .body(.allOn)), .pullToRefresh]),
    ]
}
