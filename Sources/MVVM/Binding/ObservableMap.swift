// Role: glue
// Derives one observable from one other: the one-source case of a combiner. A view model uses it for
// an output that depends on a single piece of its state, such as "busy while signing in".

extension Observable {
    /// A new observable holding `transform` applied to this observable's value, kept up to date.
    ///
    /// ```swift
    /// let isBusy = status.map { $0 == .signingIn }
    /// ```
    ///
    /// It starts from `transform(value)`, so it is right from the moment it is made, and recomputes on
    /// every change of this observable; as any observable, it notifies only when the result differs.
    ///
    /// Ownership is that of ``combine(_:_:strategy:initial:_:)``: this observable holds the mapping,
    /// which holds the returned observable. Capture views and view models weakly in `transform`.
    /// - Parameter transform: Computes the derived value from this observable's value.
    /// - Returns: The derived observable.
    @inlinable
    public func map<Output: Equatable>(
        _ transform: @escaping @MainActor (Value) -> Output
    ) -> Observable<Output> {
        Observable<Output>.combine([self], strategy: .every, initial: transform(value)) { transform($0[0]) }
    }
}
