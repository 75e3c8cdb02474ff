/// Publishes the current ``Theme``, which can change at any time.
///
/// The store holds its observations weakly: an observer keeps its ``ThemeObservation`` as long as it
/// wants updates, and dropping it (or the observer itself going away) ends them, with no
/// unsubscribe call to forget. Each architecture follows the theme in its own idiom on top of this.
@MainActor
public final class ThemeStore {
    public private(set) var current: Theme
    private var observations: [WeakObservation] = []

    public init(_ theme: Theme = .day) {
        current = theme
    }

    /// Switches the theme; observers hear of it only when it really changes.
    public func apply(_ theme: Theme) {
        guard theme != current else { return }
        current = theme
        observations.removeAll { $0.observation == nil }
        for entry in observations { entry.observation?.handler(theme) }
    }

    /// Calls `handler` with each new theme for as long as the returned observation is kept.
    public func observe(_ handler: @escaping @MainActor (Theme) -> Void) -> ThemeObservation {
        let observation = ThemeObservation(handler)
        observations.removeAll { $0.observation == nil }
        observations.append(WeakObservation(observation: observation))
        return observation
    }

    private struct WeakObservation {
        weak var observation: ThemeObservation?
    }
}

/// A live subscription to theme changes; it ends when released.
@MainActor
public final class ThemeObservation {
    fileprivate let handler: @MainActor (Theme) -> Void

    fileprivate init(_ handler: @escaping @MainActor (Theme) -> Void) {
        self.handler = handler
    }
}
