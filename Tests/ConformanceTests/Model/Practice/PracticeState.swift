// Teaches: all the Practice screen must remember (§3): the open subjects of the last successful load
// (nil until one succeeds), what is animating, whether the error shows, the answers of the load in
// progress, the theme, where the list is scrolled, what is pushed on top, and the requests.
import SharedModel

struct PracticeState: Hashable, Sendable {
    let scheduler: SchedulerKind
    var standing: [Route: ServerAnswer]
    var theme: Theme
    /// The open subjects the last successful load found; nil until a load succeeds. A failure keeps them.
    var open: [Subject]?
    var isLoadingShown = false
    var isRefreshing = false
    var isErrorShown = false
    /// The answers of the load in progress that have landed so far.
    var landed: [Route: ServerAnswer] = [:]
    /// The first item on screen (§1: the window of at most 8 items starting there).
    var firstVisible = 0
    /// The titles of the screens pushed on top of Practice.
    var pushed: [String] = []
    var requests: [ModelRequest] = []

    var isOnTop: Bool { pushed.isEmpty }
}
