// Role: glue
// What a feature gives the store: its state, its actions, the effects it may ask for, and the pure
// function that decides the next state.

/// A feature of the app, as the store runs it.
///
/// `reduce` is the whole of the feature's logic and the only code that changes its state: given the
/// state and an action, it changes the state and names the effects to run, as plain values, and does
/// nothing else. Tests call it directly and compare the whole state after each action.
@MainActor
protocol Reducer {
    associatedtype State: Equatable
    associatedtype Action
    associatedtype Effect: Equatable

    static func reduce(_ state: inout State, _ action: Action) -> [Effect]
}

/// Runs the effects a reducer names, against the real world (the API managers, the session and
/// theme stores), and sends what comes back to the store as actions.
@MainActor
protocol EffectRunner<Feature>: AnyObject {
    associatedtype Feature: Reducer

    /// Called once by the store that owns the runner: how to send an action back to it.
    func connect(_ send: @escaping @MainActor (Feature.Action) -> Void)
    func run(_ effect: Feature.Effect)
}
