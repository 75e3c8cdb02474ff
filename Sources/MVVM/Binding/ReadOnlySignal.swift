// Role: glue
// The one-off outputs of a view model ("go to the next screen"), as its view controller sees them:
// events to observe, never to send.

/// A ``Signal`` seen from outside its owner: events to observe, never to send. A view model exposes
/// its one-off outputs ("go to the next screen") this way.
@MainActor
public struct ReadOnlySignal<Value> {
    @usableFromInline let source: Signal<Value>

    /// Shows `source` observe-only; see ``Signal/readOnly``.
    @inlinable
    public init(_ source: Signal<Value>) {
        self.source = source
    }

    /// How many observers are subscribed right now.
    public var observerCount: Int { source.observerCount }

    /// Subscribes a new observer running `handler` for every later event.
    @discardableResult
    public func observe(_ handler: @escaping @MainActor (Value) -> Void) -> Observer<Value> {
        source.observe(handler)
    }
}

extension Signal {
    /// This signal as its owner shows it to others: observable, never sent.
    @inlinable
    public var readOnly: ReadOnlySignal<Value> { ReadOnlySignal(self) }
}
