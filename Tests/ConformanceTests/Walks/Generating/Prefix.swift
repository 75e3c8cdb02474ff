// Teaches: a named starting point for exhaustive walks: the events that bring a screen to a state
// worth exploring from (a failed refresh over a full list, a retry in flight…). Each prefix is itself
// checked step by step, so it is a walk too, only a fixed one. A prefix may add events to the alphabet
// from itself only: a new way to do something is explored where it matters, without multiplying every
// walk.

struct Prefix<Model: ScreenModel>: Sendable {
    let name: String
    let start: WalkStart
    let events: [Model.Event]
    /// Events added to the alphabet from this starting point only.
    var extraAlphabet: [Model.Event] = []

    /// The first event of the prefix that would not reach the app, if any: a broken prefix.
    var unreachedEvent: Model.Event? {
        var state = Model.start(start)
        for event in events {
            guard Model.reaches(event, in: state) else { return event }
            state = Model.step(state, event)
        }
        return nil
    }

    /// The model's state at the end of the prefix.
    var endState: Model.State {
        events.reduce(Model.start(start)) { Model.step($0, $1) }
    }
}
