// Role: glue
// The event half of the binding kit: a stream of happenings with no current value, such as a button
// tap or "the user typed this". It is also the notification list that every Observable is built on.

/// An event stream: every ``send(_:)`` reaches every subscribed observer, even when the payload is
/// the same as last time, and the payload need not be `Equatable`.
///
/// Use it where an ``Observable`` would be wrong: a tap carries no value (`Signal<Void>`), and two taps
/// in a row are two events, not one. A signal remembers nothing, so an observer that subscribes
/// receives nothing until the next event.
///
/// Like an observable, a signal strongly holds its observers, in subscription order.
@MainActor
public final class Signal<Value> {
    /// Subscribed observers in subscription order. Strong on purpose: the source owns its bindings.
    private var observers: [Observer<Value>] = []
    /// The same observers as a set, so that "is it still subscribed?" during delivery is one lookup,
    /// not a scan: delivery stays linear in the number of observers.
    private var members: Set<ObjectIdentifier> = []

    /// Creates a signal with no observers.
    public init() {}

    /// Delivers `value` to every subscribed observer, in subscription order.
    /// - Parameter value: The event's payload.
    public func send(_ value: Value) {
        deliver(value)
    }

    /// How many observers are subscribed right now. Useful when checking that a binding was undone.
    public var observerCount: Int { observers.count }

    /// Subscribes a new observer running `handler`, and returns it.
    ///
    /// A shortcut for `Observer(handler).subscribe(to: self)`. Capture views and view models weakly
    /// in `handler`.
    /// - Parameter handler: Called with the payload of every later event.
    /// - Returns: The observer, which this signal now holds; keep it only to unsubscribe later.
    @discardableResult
    public func observe(_ handler: @escaping @MainActor (Value) -> Void) -> Observer<Value> {
        Observer(handler).subscribe(to: self)
    }

    // MARK: Plumbing used by Observer and Observable

    /// Whether `observer` is subscribed; compared by identity, because observers have no value.
    func contains(_ observer: Observer<Value>) -> Bool {
        members.contains(ObjectIdentifier(observer))
    }

    /// Adds `observer` at the end of the notification order, once.
    func attach(_ observer: Observer<Value>) {
        guard members.insert(ObjectIdentifier(observer)).inserted else { return }
        observers.append(observer)
    }

    /// Removes `observer`; releasing it if nothing else holds it.
    func detach(_ observer: Observer<Value>) {
        guard members.remove(ObjectIdentifier(observer)) != nil else { return }
        observers.removeAll { $0 === observer }
    }

    /// Hands `value` to the observers subscribed when the delivery starts.
    ///
    /// A handler may subscribe or unsubscribe observers while this runs. Working on a copy keeps the
    /// loop safe; checking membership skips an observer removed by an earlier handler, so nobody hears
    /// from a source after leaving it. An observer added meanwhile waits for the next delivery.
    /// - Parameters:
    ///   - value: What to deliver.
    ///   - isCurrent: Asked before each observer; once it says no, the rest is skipped. An observable
    ///     uses it to drop a value that a handler has already replaced.
    func deliver(_ value: Value, while isCurrent: () -> Bool = { true }) {
        let recipients = observers
        for observer in recipients {
            guard isCurrent() else { return }
            guard contains(observer) else { continue }
            observer.receive(value)
        }
    }
}

extension Signal where Value == Void {
    /// Sends an event that carries no payload, such as a tap.
    public func send() {
        send(())
    }
}
