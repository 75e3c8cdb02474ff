// Role: glue
// The event half of the binding kit: a stream of happenings with no current value, such as a button
// tap or "the user typed this". It is also the notification list that every Observable is built on.
//
// The kit's hot paths (delivery, the value setter, the combiner's reaction) are `@inlinable`, so
// that a caller in another module gets them specialised for its own types, exactly as MVVM's screens
// get them inside this module; the state they touch is `@usableFromInline` for that reason only, and
// stays internal to the kit. Their stored state is read and written only in short, complete steps,
// never held across a call (`inout`), so the run-time exclusivity checks a caller's module would add
// around each access are turned off for it (`@exclusivity(unchecked)`); they cost more than the
// delivery they guard.

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
    /// An observer that leaves during a delivery stays here, marked in ``isSubscribed``, until the
    /// delivery ends, so that indices stay put and no observer is released while a handler runs.
    @usableFromInline @exclusivity(unchecked) var observers: ContiguousArray<Observer<Value>> = []
    /// Whether the observer at the same index is still subscribed.
    @usableFromInline @exclusivity(unchecked) var isSubscribed: ContiguousArray<Bool> = []
    /// How many observers are subscribed.
    private var subscribedCount = 0
    /// How many deliveries are running, nested in each other's handlers.
    @usableFromInline @exclusivity(unchecked) var deliveryDepth = 0
    /// Whether an observer left during a delivery.
    @usableFromInline @exclusivity(unchecked) var hasLeavers = false
    /// Counts deliveries of a latest value, so that a delivery can notice a newer one has started
    /// (see ``deliverLatest(_:)``).
    @usableFromInline @exclusivity(unchecked) var latestRound = 0

    /// Creates a signal with no observers.
    public init() {}

    /// Delivers `value` to every subscribed observer, in subscription order.
    /// - Parameter value: The event's payload.
    @inlinable
    public func send(_ value: Value) {
        deliver(value)
    }

    /// How many observers are subscribed right now. Useful when checking that a binding was undone.
    public var observerCount: Int { subscribedCount }

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

    /// Adds `observer` at the end of the notification order. The observer has checked that it is
    /// not subscribed already. One added during a delivery waits for the next one.
    func attach(_ observer: Observer<Value>) {
        observers.append(observer)
        isSubscribed.append(true)
        subscribedCount += 1
    }

    /// Removes `observer`, releasing it if nothing else holds it. One removed during a delivery hears
    /// nothing more from it, and is released when the delivery ends.
    func detach(_ observer: Observer<Value>) {
        guard let index = observers.indices.first(where: { observers[$0] === observer && isSubscribed[$0] }) else {
            return
        }
        subscribedCount -= 1
        if deliveryDepth > 0 {
            isSubscribed[index] = false
            hasLeavers = true
        } else {
            observers.remove(at: index)
            isSubscribed.remove(at: index)
        }
    }

    /// Hands `value` to the observers subscribed when the delivery starts, in order.
    ///
    /// A handler may subscribe or unsubscribe observers, or send again, while this runs: an observer
    /// removed by an earlier handler is skipped, so nobody hears from a source after leaving it, and
    /// one added meanwhile waits for the next delivery.
    @inlinable
    func deliver(_ value: Value) {
        deliveryDepth &+= 1
        // A local copy of the list (no element is copied) keeps every observer alive for the
        // whole delivery, so calling one needs no reference counting of its own.
        let recipients = observers
        let end = recipients.count
        var index = 0
        while index < end {
            if isSubscribed[index] {
                recipients[index].receive(value)
            }
            index &+= 1
        }
        finishDelivery()
    }

    /// Like ``deliver(_:)``, for a value that a newer one makes stale: once a handler starts the
    /// delivery of a newer value (by setting the observable again), the remaining observers skip
    /// this one, because the nested delivery has already brought every observer the newer value.
    @inlinable
    func deliverLatest(_ value: Value) {
        latestRound &+= 1
        let round = latestRound
        deliveryDepth &+= 1
        // A local copy of the list (no element is copied) keeps every observer alive for the
        // whole delivery, so calling one needs no reference counting of its own.
        let recipients = observers
        let end = recipients.count
        var index = 0
        while index < end, latestRound == round {
            if isSubscribed[index] {
                recipients[index].receive(value)
            }
            index &+= 1
        }
        finishDelivery()
    }

    @inlinable
    func finishDelivery() {
        deliveryDepth &-= 1
        if deliveryDepth == 0, hasLeavers {
            compact()
        }
    }

    /// Drops the observers that left during the deliveries that just ended, releasing them.
    @usableFromInline
    func compact() {
        hasLeavers = false
        var kept = 0
        for index in observers.indices where isSubscribed[index] {
            observers[kept] = observers[index]
            kept += 1
        }
        observers.removeLast(observers.count - kept)
        isSubscribed = ContiguousArray(repeating: true, count: kept)
    }
}

extension Signal where Value == Void {
    /// Sends an event that carries no payload, such as a tap.
    @inlinable
    public func send() {
        send(())
    }
}
