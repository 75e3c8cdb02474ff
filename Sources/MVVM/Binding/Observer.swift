// Role: glue
// The receiving end of a binding: a handler plus the list of sources it listens to. A view binds to
// its view model with observers, and a view model reacts to a view's events with observers.

/// Runs a handler for every value that the observables and signals it subscribed to deliver.
///
/// Build one with its handler, then chain the sources:
///
/// ```swift
/// Observer<String> { [weak label] text in label?.text = text }
///     .subscribe(to: viewModel.instruction)
/// ```
///
/// **Current value on subscribe.** Subscribing to an ``Observable`` runs the handler at once with the
/// observable's current value, then on every change; a view is therefore correct from the moment it is
/// bound, with no separate "initial refresh". Subscribing to a ``Signal`` delivers nothing until the
/// next event, because a signal has no current value.
///
/// **Ownership.** A source strongly holds the observers subscribed to it, and an observer holds its
/// sources only weakly. So the binding above needs no variable, and the observer goes away when its
/// last source does or when it unsubscribes from all of them. The handler must capture views and view
/// models weakly (the ownership rule in Observable.swift).
@MainActor
public final class Observer<Value> {
    /// A source this observer listens to. Weak, so that an observer never keeps a source alive and a
    /// source that holds the observer never forms a loop with it.
    private struct Subscription {
        weak var signal: Signal<Value>?
    }

    @usableFromInline let handler: @MainActor (Value) -> Void
    private var subscriptions: [Subscription] = []

    /// Creates an observer that runs `handler` for every value delivered to it. It listens to nothing
    /// until it subscribes.
    /// - Parameter handler: The reaction. Capture views and view models weakly.
    public init(_ handler: @escaping @MainActor (Value) -> Void) {
        self.handler = handler
    }

    /// How many live sources this observer is subscribed to.
    public var subscriptionCount: Int {
        subscriptions.lazy.filter { $0.signal != nil }.count
    }

    /// Subscribes to `signal`, so the handler runs for every later event. Subscribing again to the
    /// same signal changes nothing.
    /// - Parameter signal: The event stream to listen to. It will hold this observer strongly.
    /// - Returns: This observer, for chaining.
    @discardableResult
    public func subscribe(to signal: Signal<Value>) -> Observer<Value> {
        attach(to: signal)
        return self
    }

    /// Subscribes to `signal`'s events, which its owner shows read-only; see ``subscribe(to:)-(Signal<Value>)``.
    @discardableResult
    public func subscribe(to signal: ReadOnlySignal<Value>) -> Observer<Value> {
        subscribe(to: signal.source)
    }

    /// Stops listening to `signal`. Does nothing if this observer was not subscribed to it.
    /// - Parameter signal: The event stream to leave. It releases this observer.
    public func unsubscribe(from signal: Signal<Value>) {
        guard isSubscribed(to: signal) else { return }
        subscriptions.removeAll { $0.signal == nil || $0.signal === signal }
        signal.detach(self)
    }

    /// Stops listening to every source, releasing this observer unless someone else holds it.
    public func unsubscribeAll() {
        let current = subscriptions
        subscriptions.removeAll()
        for subscription in current {
            subscription.signal?.detach(self)
        }
    }

    // MARK: Plumbing used by Signal and the combiner

    /// Runs the handler. Called by the sources during delivery.
    @inlinable
    func receive(_ value: Value) {
        handler(value)
    }

    /// Whether this observer listens to `signal`; an observer has few sources, so this is a short scan.
    func isSubscribed(to signal: Signal<Value>) -> Bool {
        subscriptions.contains { $0.signal === signal }
    }

    /// Subscribes without delivering anything now; `subscribe(to:)` adds the current value on top.
    /// - Returns: Whether this was a new subscription.
    @usableFromInline
    @discardableResult
    func attach(to signal: Signal<Value>) -> Bool {
        guard !isSubscribed(to: signal) else { return false }
        subscriptions.removeAll { $0.signal == nil }
        subscriptions.append(Subscription(signal: signal))
        signal.attach(self)
        return true
    }
}

extension Observer where Value: Equatable {
    /// Subscribes to `observable`: the handler runs at once with the current value, then on every
    /// change. Subscribing again to the same observable changes nothing and delivers nothing.
    /// - Parameter observable: The value to follow. It will hold this observer strongly.
    /// - Returns: This observer, for chaining.
    @discardableResult
    public func subscribe(to observable: Observable<Value>) -> Observer<Value> {
        if attach(to: observable.changes) {
            receive(observable.value)
        }
        return self
    }

    /// Subscribes to a value its owner shows read-only, as ``subscribe(to:)-(Observable<Value>)`` does.
    @discardableResult
    public func subscribe(to observable: ReadOnlyObservable<Value>) -> Observer<Value> {
        subscribe(to: observable.source)
    }

    /// Stops following `observable`. Does nothing if this observer was not subscribed to it.
    /// - Parameter observable: The value to stop following. It releases this observer.
    public func unsubscribe(from observable: Observable<Value>) {
        unsubscribe(from: observable.changes)
    }

    /// Stops following a value its owner shows read-only.
    public func unsubscribe(from observable: ReadOnlyObservable<Value>) {
        unsubscribe(from: observable.source)
    }
}
