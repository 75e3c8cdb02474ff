import SharedModel
import Testing

/// The published theme: notifies on real changes only, for as long as the observation is kept.
@MainActor
struct ThemeStoreTests {
    @Test("The store starts with the theme it was given, day by default")
    func initial() {
        #expect(ThemeStore().current == .day)
        #expect(ThemeStore(.night).current == .night)
    }

    @Test("Observers hear a change once, with the new theme")
    func notifiesOnChange() {
        let store = ThemeStore()
        let heard = Box<Theme>()
        let observation = store.observe { heard.values.append($0) }
        #expect(heard.values.isEmpty)
        store.apply(.night)
        #expect(heard.values == [.night])
        #expect(store.current == .night)
        store.apply(.day)
        #expect(heard.values == [.night, .day])
        withExtendedLifetime(observation) {}
    }

    @Test("Applying the current theme notifies no one")
    func sameThemeIsSilent() {
        let store = ThemeStore(.night)
        let heard = Box<Theme>()
        let observation = store.observe { heard.values.append($0) }
        store.apply(.night)
        #expect(heard.values.isEmpty)
        store.apply(.day)
        store.apply(.day)
        #expect(heard.values == [.day])
        withExtendedLifetime(observation) {}
    }

    @Test("Every kept observation hears, in the order they began")
    func severalObservers() {
        let store = ThemeStore()
        let heard = Box<String>()
        let first = store.observe { heard.values.append("first \($0)") }
        let second = store.observe { heard.values.append("second \($0)") }
        store.apply(.night)
        #expect(heard.values == ["first night", "second night"])
        withExtendedLifetime((first, second)) {}
    }

    @Test("Releasing an observation ends it; the others go on")
    func observationEndsWhenReleased() {
        let store = ThemeStore()
        let heard = Box<String>()
        let kept = store.observe { heard.values.append("kept \($0)") }
        weak var released: ThemeObservation?
        do {
            let dropped = store.observe { heard.values.append("dropped \($0)") }
            released = dropped
            store.apply(.night)
        }
        #expect(released == nil)
        store.apply(.day)
        #expect(heard.values == ["kept night", "dropped night", "kept day"])
        withExtendedLifetime(kept) {}
    }

    @Test("The store does not keep an observation, or what its handler captures, alive")
    func storeHoldsObservationsWeakly() {
        let store = ThemeStore()
        weak var weakObserver: ThemeFollower?
        do {
            let follower = ThemeFollower(store)
            weakObserver = follower
            store.apply(.night)
            #expect(follower.seen == [.night])
        }
        #expect(weakObserver == nil)
        store.apply(.day)
    }

    @Test("An observer may start another observation from inside a notification")
    func observeDuringNotification() {
        let store = ThemeStore()
        let heard = Box<String>()
        let late = Box<ThemeObservation>()
        let first = store.observe { theme in
            heard.values.append("first \(theme)")
            if late.values.isEmpty {
                late.values.append(store.observe { heard.values.append("late \($0)") })
            }
        }
        store.apply(.night)
        store.apply(.day)
        #expect(heard.values == ["first night", "first day", "late day"])
        withExtendedLifetime(first) {}
    }
}

/// An observer that keeps its observation, as a screen would.
@MainActor
private final class ThemeFollower {
    private(set) var seen: [Theme] = []
    private var observation: ThemeObservation?

    init(_ store: ThemeStore) {
        observation = store.observe { [weak self] in self?.seen.append($0) }
    }
}
