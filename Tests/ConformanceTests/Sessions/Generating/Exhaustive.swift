// Teaches: exhaustive enumeration: from each starting point, every sequence of `depth` events of the
// alphabet in which every event reaches the app. Events the kit would ignore (a hidden Retry, a
// disabled field, an answer with nothing in flight) are left out: they are the same session minus
// that event, which is enumerated anyway. Since every step is checked, sequences of exactly `depth`
// events cover every shorter one too.

enum Exhaustive {
    static func sequences<Model: ScreenModel>(
        _ model: Model.Type, from state: Model.State, alphabet: [Model.Event], depth: Int
    ) -> [[Model.Event]] {
        guard depth > 0 else { return [[]] }
        var result: [[Model.Event]] = []
        for event in alphabet where Model.reaches(event, in: state) {
            let next = Model.step(state, event)
            for tail in sequences(model, from: next, alphabet: alphabet, depth: depth - 1) {
                result.append([event] + tail)
            }
        }
        // A dead end (nothing reaches) ends the sequence where it is.
        return result.isEmpty ? [[]] : result
    }

    /// Every prefix followed by every sequence of `depth` events.
    static func scripts<Model: ScreenModel>(
        _ model: Model.Type, prefixes: [Prefix<Model>], alphabet: [Model.Event], depth: Int
    ) -> [Script<Model>] {
        prefixes.flatMap { prefix in
            sequences(model, from: prefix.endState, alphabet: alphabet, depth: depth).map { tail in
                Script(label: prefix.name, start: prefix.start, prefixLength: prefix.events.count,
                       events: prefix.events + tail, seed: nil)
            }
        }
    }
}
