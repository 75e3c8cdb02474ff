// Role: glue
// Merges several observables into one, the kit's only way to build a value that depends on more than
// one source. A view model uses it to derive state (for example "both fields valid") from its inputs.

extension Observable {
    /// Combines two observables of any types into a new observable.
    ///
    /// ```swift
    /// let loginEnabled = Observable.combine(usernameValid, passwordValid,
    ///                                       strategy: .every, initial: false) { $0 && $1 }
    /// ```
    ///
    /// The transform receives the latest value of each source. It runs at the moments `strategy`
    /// chooses; the result is stored in the combined observable, which, as any observable, notifies
    /// only when the result differs from what it holds.
    ///
    /// Ownership: each source holds the combination and the combination holds the returned observable,
    /// so it keeps working whether or not a caller stores it. Capture views and view models weakly in
    /// `transform`.
    /// - Parameters:
    ///   - a: The first source.
    ///   - b: The second source.
    ///   - strategy: When to run `transform`.
    ///   - initial: The combined value until `strategy` first fires.
    ///   - transform: Computes the combined value from the latest source values.
    /// - Returns: The combined observable.
    @inlinable
    public static func combine<A: Equatable, B: Equatable>(
        _ a: Observable<A>,
        _ b: Observable<B>,
        strategy: CombineStrategy,
        initial: Value,
        _ transform: @escaping @MainActor (A, B) -> Value
    ) -> Observable<Value> {
        let output = Observable(initial)
        let combiner = ObservableCombiner(
            strategy: strategy, latest: (a.value, b.value), sourceCount: 2, output: output
        ) { transform($0.0, $0.1) }
        combiner.link(a, slot: 0) { $0.0 = $1 }
        combiner.link(b, slot: 1) { $0.1 = $1 }
        return output
    }

    /// Combines three observables of any types into a new observable; see
    /// ``combine(_:_:strategy:initial:_:)`` for how the combination behaves.
    /// - Parameters:
    ///   - a: The first source.
    ///   - b: The second source.
    ///   - c: The third source.
    ///   - strategy: When to run `transform`.
    ///   - initial: The combined value until `strategy` first fires.
    ///   - transform: Computes the combined value from the latest source values.
    /// - Returns: The combined observable.
    @inlinable
    public static func combine<A: Equatable, B: Equatable, C: Equatable>(
        _ a: Observable<A>,
        _ b: Observable<B>,
        _ c: Observable<C>,
        strategy: CombineStrategy,
        initial: Value,
        _ transform: @escaping @MainActor (A, B, C) -> Value
    ) -> Observable<Value> {
        let output = Observable(initial)
        let combiner = ObservableCombiner(
            strategy: strategy, latest: (a.value, b.value, c.value), sourceCount: 3, output: output
        ) { transform($0.0, $0.1, $0.2) }
        combiner.link(a, slot: 0) { $0.0 = $1 }
        combiner.link(b, slot: 1) { $0.1 = $1 }
        combiner.link(c, slot: 2) { $0.2 = $1 }
        return output
    }

    /// Combines any number of observables of one type into a new observable; see
    /// ``combine(_:_:strategy:initial:_:)`` for how the combination behaves.
    ///
    /// The transform receives the latest values in the order of `sources`. With no sources nothing
    /// ever updates, so the result keeps `initial`.
    /// - Parameters:
    ///   - sources: The observables to combine.
    ///   - strategy: When to run `transform`.
    ///   - initial: The combined value until `strategy` first fires.
    ///   - transform: Computes the combined value from the latest source values.
    /// - Returns: The combined observable.
    @inlinable
    public static func combine<Source: Equatable>(
        _ sources: [Observable<Source>],
        strategy: CombineStrategy,
        initial: Value,
        _ transform: @escaping @MainActor ([Source]) -> Value
    ) -> Observable<Value> {
        let output = Observable(initial)
        let combiner = ObservableCombiner(
            strategy: strategy, latest: sources.map(\.value), sourceCount: sources.count, output: output,
            compute: transform
        )
        for (slot, source) in sources.enumerated() {
            combiner.link(source, slot: slot) { $0[slot] = $1 }
        }
        return output
    }
}

/// The machinery behind `Observable.combine`: remembers the latest value of every source, applies the
/// strategy, and writes the transform's result into the combined observable.
///
/// `Latest` is whatever storage fits the sources: a tuple for a fixed number of sources of different
/// types, an array for many of one type. This keeps every overload type-safe without casts.
@MainActor
@usableFromInline
final class ObservableCombiner<Latest, Output: Equatable> {
    // Its state is touched only in short steps inside its own reaction (`latest` is lent to `store`
    // for one assignment), so run-time exclusivity checks are off for it, as in Signal.swift.
    @usableFromInline let strategy: CombineStrategy
    @usableFromInline @exclusivity(unchecked) var latest: Latest
    /// Which sources have updated since the combination was made, and how many have not yet (what
    /// `.all` waits for), so that each update costs the same however many sources there are.
    @usableFromInline @exclusivity(unchecked) var updated: [Bool]
    @usableFromInline @exclusivity(unchecked) var notYetUpdated: Int
    @usableFromInline @exclusivity(unchecked) var hasFired = false
    @usableFromInline let output: Observable<Output>
    @usableFromInline let compute: @MainActor (Latest) -> Output
    /// Ends each link to a source. Holds the link observers weakly: they hold this combiner.
    private var unlinks: [@MainActor () -> Void] = []

    @inlinable
    init(
        strategy: CombineStrategy,
        latest: Latest,
        sourceCount: Int,
        output: Observable<Output>,
        compute: @escaping @MainActor (Latest) -> Output
    ) {
        self.strategy = strategy
        self.latest = latest
        self.updated = Array(repeating: false, count: sourceCount)
        self.notYetUpdated = sourceCount
        self.output = output
        self.compute = compute
    }

    /// Listens to `source` as input number `slot`. The link observer skips the current value: the
    /// strategies count updates, and the current value is already in `latest`.
    @inlinable
    func link<Source: Equatable>(
        _ source: Observable<Source>,
        slot: Int,
        store: @escaping @MainActor (inout Latest, Source) -> Void
    ) {
        // Strong `self`: source ▶ observer ▶ combiner ▶ output, all downstream, so no cycle.
        let observer = Observer<Source> { value in
            store(&self.latest, value)
            self.sourceDidUpdate(slot: slot)
        }
        observer.attach(to: source.changes)
        keepUnlink(observer)
    }

    @usableFromInline
    func keepUnlink<Source>(_ observer: Observer<Source>) {
        unlinks.append { [weak observer] in observer?.unsubscribeAll() }
    }

    @inlinable
    func sourceDidUpdate(slot: Int) {
        if !updated[slot] {
            updated[slot] = true
            notYetUpdated -= 1
        }
        switch strategy {
        case .first:
            guard !hasFired else { return }
            hasFired = true
            // Leave the sources first: the combination is finished, and they should not keep it alive.
            unlinkAll()
            fire()
        case .all:
            guard notYetUpdated == 0 else { return }
            fire()
        case .every:
            fire()
        }
    }

    @inlinable
    func fire() {
        output.value = compute(latest)
    }

    @usableFromInline
    func unlinkAll() {
        let current = unlinks
        unlinks.removeAll()
        for unlink in current {
            unlink()
        }
    }
}
