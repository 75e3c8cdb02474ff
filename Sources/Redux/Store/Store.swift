// Role: glue
// The store: it holds one feature's state, runs the reducer on every action, runs the effects the
// reducer names, and tells its subscribers the new state. Everything on the main actor, in order.
import SharedModel

/// Holds a feature's state and is the only way to change it: `send(_:)` an action.
///
/// Actions are handled one at a time, in the order they are sent: an action sent while another is
/// being handled (an effect that answers at once) waits its turn. After each action the subscribers
/// hear the new state, then the effects run.
@MainActor
final class Store<Feature: Reducer> {
    private(set) var state: Feature.State
    private let effects: any EffectRunner<Feature>
    private var subscribers: [StoreSubscription<Feature.State>.Entry] = []
    private var queue: [Feature.Action] = []
    private var isSending = false

    init(initialState: Feature.State, effects: any EffectRunner<Feature>) {
        state = initialState
        self.effects = effects
        // Weak: the store owns its runner.
        effects.connect { [weak self] action in self?.send(action) }
    }

    /// Handles `action`, and every action its effects send back at once.
    func send(_ action: Feature.Action) {
        queue.append(action)
        guard !isSending else { return }
        isSending = true
        defer { isSending = false }
        while !queue.isEmpty {
            let next = queue.removeFirst()
            let named = Feature.reduce(&state, next)
            subscribers.removeAll { $0.subscription == nil }
            for entry in subscribers { entry.subscription?.render(state) }
            for effect in named {
                effects.run(effect)
            }
        }
    }

    /// Calls `render` with the state now and after every action, for as long as the returned
    /// subscription is kept.
    func subscribe(_ render: @escaping @MainActor (Feature.State) -> Void) -> StoreSubscription<Feature.State> {
        let subscription = StoreSubscription(render)
        subscribers.append(.init(subscription: subscription))
        render(state)
        return subscription
    }
}

/// A live subscription to a store's state; it ends when released.
@MainActor
final class StoreSubscription<State> {
    fileprivate let render: @MainActor (State) -> Void

    fileprivate init(_ render: @escaping @MainActor (State) -> Void) {
        self.render = render
    }

    fileprivate struct Entry {
        weak var subscription: StoreSubscription?
    }
}
