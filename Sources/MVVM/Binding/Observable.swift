// Role: glue
// The heart of the binding kit: a value that tells its observers when it changes. View models expose
// their state as observables; views expose user input the same way (or as signals, see Signal.swift).
//
// THE OWNERSHIP RULE
//
//   References point only downstream, the way data flows:
//
//     source (Observable or Signal) ──strong──▶ Observer ──strong──▶ handler ──weak──▶ view, view model
//     Observer ──weak──▶ each source it subscribed to (only to be able to unsubscribe)
//     source ──strong──▶ combiner ──strong──▶ combined Observable
//
//   - An observable strongly holds every observer subscribed to it. A binding made with
//     `Observer { … }.subscribe(to: source)` therefore needs no variable: it lives as long as the source.
//   - An observer holds its sources weakly, so it never keeps a source alive and never forms a loop
//     with it.
//   - A view model and a view each hold their observables and observers as stored properties. They do
//     not hold each other through the kit, because the kit only ever points from a source to its
//     observers.
//   - The one place a cycle can appear is a handler closure: an object that owns an observable and
//     captures itself strongly in the handler of an observer of that observable closes the loop
//     object ─▶ observable ─▶ observer ─▶ closure ─▶ object. So every handler that mentions a view,
//     a view model or a controller captures it with `[weak self]` (or `[weak view]`, `[weak viewModel]`).
//     The same goes for the handler's own source, or anything holding it. Plain values may be captured
//     strongly, and so may an observable downstream that the handler writes to (what combine does).
//
//   Followed, the rule lets a screen deallocate as soon as nothing outside it holds its view and
//   view model; `Observer.unsubscribeAll()` is there for the rare binding that must end earlier.

/// A value that notifies its subscribed observers whenever it really changes.
///
/// Setting ``value`` to something equal to what it already holds does nothing, so a binding never
/// redraws for a non-change and two observables wired to each other settle instead of looping.
/// Observers are notified in the order they subscribed. Every subscriber first receives the current
/// value at once (see ``Observer``), then each later change.
///
/// For events that must fire every time, even with the same payload, or whose payload is not
/// `Equatable` (a button tap), use ``Signal`` instead.
///
/// An observable strongly holds its observers; read the ownership rule at the top of this file.
@MainActor
public final class Observable<Value: Equatable> {
    /// Carries the change notifications. Internal to the kit, so that no caller can announce a value
    /// that was never stored: every notification goes through the ``value`` setter.
    @usableFromInline let changes = Signal<Value>()

    @usableFromInline @exclusivity(unchecked) var storage: Value

    /// Creates an observable holding `value`. Creating it notifies nobody: there is nobody yet.
    /// - Parameter value: The initial value, which the first subscribers receive at once.
    public init(_ value: Value) {
        storage = value
    }

    /// The current value. Setting a different value stores it and then notifies every observer, in
    /// subscription order; setting an equal value does nothing.
    ///
    /// If an observer's handler sets a newer value while observers are still being told about this
    /// one, the remaining observers skip the stale value: the nested change has already reached
    /// every observer with the newer value, so all of them end on the latest value.
    @inlinable
    public var value: Value {
        get { storage }
        set {
            guard newValue != storage else { return }
            storage = newValue
            changes.deliverLatest(newValue)
        }
    }

    /// How many observers are subscribed right now. Useful when checking that a binding was undone.
    public var observerCount: Int { changes.observerCount }

    /// This observable as its owner shows it to others: readable and observable, never settable.
    /// A view model keeps the observable and hands this out as an output.
    @inlinable
    public var readOnly: ReadOnlyObservable<Value> { ReadOnlyObservable(self) }

    /// Subscribes a new observer running `handler`, and returns it.
    ///
    /// A shortcut for `Observer(handler).subscribe(to: self)`, handy at the end of a chain such as
    /// `Observable.combine(…) { … }.observe { … }`. The handler runs at once with the current value.
    /// Capture views and view models weakly in `handler`.
    /// - Parameter handler: Called with the current value now and with every later change.
    /// - Returns: The observer, which this observable now holds; keep it only to unsubscribe later.
    @discardableResult
    public func observe(_ handler: @escaping @MainActor (Value) -> Void) -> Observer<Value> {
        Observer(handler).subscribe(to: self)
    }
}
