// Teaches: all the subject list must remember (§3): the open subjects and the phase of the last
// successful load (nil until one succeeds), what is animating, whether the error shows, the answers of
// the load in progress, the theme, where the list is scrolled, what is pushed on top, the subject detail
// screen when it is the one on top (§7.1), All Subjects when it is (§7.5), the link the app was opened
// with until the list first shows (§7.4) and for All Subjects (§7.8), what the server's switch-offs changed, and the requests.
import SharedModel

struct SubjectListState: Hashable, Sendable {
    let scheduler: SchedulerKind
    var standing: [Route: ServerAnswer]
    var theme: Theme
    /// The open subjects the last successful load found; nil until a load succeeds. A failure keeps them.
    var open: [Subject]?
    /// The user's current phase as the last successful load found it; nil until a load succeeds. All
    /// Subjects needs it (§7.5).
    var phase: Phase?
    var isLoadingShown = false
    var isRefreshing = false
    var isErrorShown = false
    /// The answers of the load in progress that have landed so far.
    var landed: [Route: ServerAnswer] = [:]
    /// The first item on screen (§1: the window of at most 8 items starting there).
    var firstVisible = 0
    /// The titles of the screens pushed on top of the subject list.
    var pushed: [String] = []
    /// The subject detail screen, while it is the screen pushed on top (nothing is ever pushed over it).
    var subject: SubjectDetailState?
    /// All Subjects, while it is the screen pushed on top (nothing is ever pushed over it).
    var allSubjects: AllSubjectsState?
    /// The subject of the link the app was opened with (§7.4), while it waits for the list to show: the
    /// first successful load follows it or drops it. Nil: no link, or no longer.
    var linkedSubjectID: Int?
    /// The subject of the link the app was opened with, for the whole run (§7.8): every All Subjects marks
    /// it, whether or not the list followed the link. Nil: no link.
    var launchLinkSubjectID: Int?
    /// The server's side of §7.1: the subjects switched off by a switch-off the backend answered itself
    /// (no injected fault) and whose answer landed, in order. Each adds an `off` entry to the server's
    /// settings, later than every entry before it.
    var switchedOff: [Int] = []
    /// `switchedOff` when the list's requests now in flight (or last landed) were sent: the server
    /// decides an answer when its request arrives, so its own settings answer says what it said then.
    var switchedOffWhenAsked: [Int] = []
    var requests: [ModelRequest] = []

    var isOnTop: Bool { pushed.isEmpty }
    /// The list's own request to `route` still in flight, if any (the list never has two to one route);
    /// All Subjects' `GET /subjects` is not the list's.
    func listInFlightIndex(of route: Route) -> Int? {
        requests.indices.last { index in
            requests[index].route == route && requests[index].state == .inFlight && index != allSubjects?.request
        }
    }
    /// A switch-off is in flight: whether its request is.
    var isSwitchingOff: Bool { requests.inFlightIndex(of: .switchOff) != nil }
}
