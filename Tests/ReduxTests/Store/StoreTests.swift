// The store on its own, over a counter feature: one action at a time in the order sent, subscribers
// told after each, effects run after the subscribers and their actions queued behind.
@testable import Redux
import Testing

@Suite("Store")
@MainActor
struct StoreTests {
    enum Counter: Reducer {
        struct State: Equatable {
            var count = 0
        }

        enum Action {
            case increment
            case incrementTwiceLater
        }

        enum Effect: Equatable {
            case incrementAtOnce
        }

        static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
            switch action {
            case .increment:
                state.count += 1
                return []
            case .incrementTwiceLater:
                return [.incrementAtOnce, .incrementAtOnce]
            }
        }
    }

    final class Effects: EffectRunner {
        typealias Feature = Counter
        private(set) var ran: [Counter.Effect] = []
        private var send: (@MainActor (Counter.Action) -> Void)?

        func connect(_ send: @escaping @MainActor (Counter.Action) -> Void) {
            self.send = send
        }

        func run(_ effect: Counter.Effect) {
            ran.append(effect)
            send?(.increment)
        }
    }

    @Test func subscribersHearTheStateNowAndAfterEveryActionInOrder() {
        let effects = Effects()
        let store = Store<Counter>(initialState: .init(), effects: effects)
        var heard: [Int] = []
        let subscription = store.subscribe { heard.append($0.count) }

        store.send(.increment)
        store.send(.incrementTwiceLater)

        #expect(heard == [0, 1, 1, 2, 3])
        #expect(effects.ran == [.incrementAtOnce, .incrementAtOnce])
        withExtendedLifetime(subscription) {}
    }

    @Test func aReleasedSubscriptionHearsNothingMore() {
        let store = Store<Counter>(initialState: .init(), effects: Effects())
        var heard: [Int] = []
        var subscription: StoreSubscription<Counter.State>? = store.subscribe { heard.append($0.count) }
        store.send(.increment)

        subscription = nil
        store.send(.increment)

        #expect(subscription == nil)
        #expect(heard == [0, 1])
        #expect(store.state.count == 2)
    }
}
