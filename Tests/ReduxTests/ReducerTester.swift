// A reducer's test bench, in the manner of a test store: each action is sent to the pure reducer, and
// the test states how the whole state changes and exactly which effects it names. Anything else that
// changed, or any effect not named, fails the step.
@testable import Redux
import Testing

@MainActor
struct ReducerTester<Feature: Reducer> {
    /// The state after the last step, as the reducer made it.
    private(set) var state: Feature.State

    init(_ state: Feature.State) {
        self.state = state
    }

    /// Sends `action`; the new state must equal the old one changed by `change`, and the reducer
    /// must name exactly `effects`.
    mutating func send(
        _ action: Feature.Action, effects: [Feature.Effect] = [], sourceLocation: SourceLocation = #_sourceLocation,
        _ change: (inout Feature.State) -> Void = { _ in }
    ) {
        var expected = state
        change(&expected)
        let named = Feature.reduce(&state, action)
        #expect(state == expected, "the state after \(action)", sourceLocation: sourceLocation)
        #expect(named == effects, "the effects of \(action)", sourceLocation: sourceLocation)
    }
}
