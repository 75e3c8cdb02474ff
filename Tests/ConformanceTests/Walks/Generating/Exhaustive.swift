// Teaches: exhaustive enumeration: from each starting point, every sequence of at most `depth` events
// of the alphabet in which every event reaches the app. Events the kit would ignore (a hidden Retry, a
// disabled field, an answer with nothing in flight) are left out: they are the same walk minus
// that event, which is enumerated anyway. Every step of every walk is checked, and every walk
// ends with the user leaving the screen, so the shorter sequences are there for that last check:
// every state within `depth` events of a start is also a moment at which the screen is left.

enum Exhaustive {
    static func sequences<Model: ScreenModel>(
        _ model: Model.Type, from state: Model.State, alphabet: [Model.Event], depth: Int
    ) -> [[Model.Event]] {
        // Stopping here is a sequence too: the walk leaves the screen in this state.
        var result: [[Model.Event]] = [[]]
        guard depth > 0 else { return result }
        for event in alphabet where Model.reaches(event, in: state) {
            let next = Model.step(state, event)
            for tail in sequences(model, from: next, alphabet: alphabet, depth: depth - 1) {
                result.append([event] + tail)
            }
        }
        return result
    }

    /// Every prefix followed by every sequence of `depth` events of the alphabet and the prefix's own.
    static func scripts<Model: ScreenModel>(
        _ model: Model.Type, prefixes: [Prefix<Model>], alphabet: [Model.Event], depth: Int
    ) -> [Script<Model>] {
        prefixes.flatMap { prefix in
            sequences(model, from: prefix.endState, alphabet: alphabet + prefix.extraAlphabet, depth: depth).map { tail in
                Script(label: prefix.name, start: prefix.start, prefixLength: prefix.events.count,
                       events: prefix.events + tail, seed: nil)
            }
        }
    }
}
