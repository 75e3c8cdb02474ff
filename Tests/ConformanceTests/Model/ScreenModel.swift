// Teaches: the shape of a reference model: a start, whether an event reaches the app, one pure step
// per event, and the screen the spec demands in a state. Nothing here knows a view or an architecture.

/// One screen's executable specification.
protocol ScreenModel {
    associatedtype State: Sendable
    associatedtype Event: WalkEvent
    associatedtype Snapshot: ScreenSnapshot

    /// The state right after the screen first appears.
    static func start(_ start: WalkStart) -> State
    /// Whether a user (or the server) can do `event` at all now. An event that does not reach the app
    /// changes nothing, and the kit guarantees it (a hidden or disabled widget, an item off screen, an
    /// answer with no request in flight, a screen not on top), so walks leave such events out.
    static func reaches(_ event: Event, in state: State) -> Bool
    /// The state after `event`.
    static func step(_ state: State, _ event: Event) -> State
    /// What the spec says the screen shows in `state`.
    static func screen(_ state: State) -> Snapshot
    /// The requests sent so far, in order.
    static func requests(in state: State) -> [ModelRequest]
}

/// An event of a walk: something a user does, the server answers, or the theme changes.
protocol WalkEvent: Hashable, Sendable, CustomStringConvertible {
    /// For an event that lands an answer (answers that land later): the answer. Nil otherwise.
    var landing: ServerAnswer? { get }
}

extension ScreenModel {
    /// Rule "screen.leaving" (§2.5, §3.6): the requests once the user has left the screen in `state`:
    /// every one still in flight is cancelled at once, and nothing else changes, then or later.
    static func requestsAfterLeaving(_ state: State) -> [ModelRequest] {
        requests(in: state).map { request in
            var request = request
            if request.state == .inFlight { request.state = .cancelled }
            return request
        }
    }
}
