// Role: glue
// The outputs of a view model, as its view controller sees them: values to read and to observe,
// never to set. The view model keeps the settable observables to itself.

/// An ``Observable`` seen from outside its owner: its current value and its changes, without the
/// setter. A view model exposes its state this way, so a view controller can bind to it but can
/// never write the view model's state.
@MainActor
public struct ReadOnlyObservable<Value: Equatable> {
    @usableFromInline let source: Observable<Value>

    /// Shows `source` read-only; see ``Observable/readOnly``.
    @inlinable
    public init(_ source: Observable<Value>) {
        self.source = source
    }

    /// The current value.
    @inlinable
    public var value: Value { source.value }

    /// How many observers are subscribed right now.
    public var observerCount: Int { source.observerCount }

    /// Subscribes a new observer running `handler`: at once with the current value, then on every
    /// change. See ``Observable/observe(_:)``.
    @discardableResult
    public func observe(_ handler: @escaping @MainActor (Value) -> Void) -> Observer<Value> {
        source.observe(handler)
    }

    /// A new observable derived from this one; see ``Observable/map(_:)``.
    public func map<Output: Equatable>(_ transform: @escaping @MainActor (Value) -> Output) -> Observable<Output> {
        source.map(transform)
    }
}
