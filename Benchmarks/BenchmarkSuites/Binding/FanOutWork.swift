import MVVM

/// Setting an observable that `observerCount` observers follow: one event is one new value, which
/// reaches every observer. One observer is the kit's simplest binding.
///
/// `specialized: false` sets the value through ``setUnspecialized(_:to:)``, generic code the
/// optimizer may not specialise: what a caller would get from a kit whose hot paths were not
/// `@inlinable`, calling its generic code for an unknown value type.
@MainActor
final class FanOutWork: MeasuredWork {
    private let observerCount: Int
    private let specialized: Bool
    private let sink = Sink()
    private let source = Observable(0)
    private var next = 0
    private var expectedCount: Int

    init(observerCount: Int, specialized: Bool = true) throws(CheckFailure) {
        self.observerCount = observerCount
        self.specialized = specialized
        for _ in 0..<observerCount {
            source.observe(sink.handler)
        }
        // Each observer received the current value on subscribing.
        expectedCount = observerCount
        try check()
    }

    func run(iterations: Int) {
        let source = source
        var value = next
        if specialized {
            for _ in 0..<iterations {
                value &+= 1
                source.value = value
            }
        } else {
            for _ in 0..<iterations {
                value &+= 1
                setUnspecialized(source, to: value)
            }
        }
        next = value
        expectedCount &+= iterations &* observerCount
    }

    func check() throws(CheckFailure) {
        try ValueCheck.expect(source.observerCount, observerCount, "observers subscribed")
        try ValueCheck.expect(sink.value, next, "the value the observers received last")
        try ValueCheck.expect(sink.count, expectedCount, "values delivered")
    }
}

/// Sets `observable` to `value` from generic code that the optimizer is told not to specialise, so
/// the kit's setter and delivery run for an unknown `Value`, through its value witnesses.
@_semantics("optimize.sil.specialize.generic.never")
@inline(never)
@MainActor
func setUnspecialized<Value: Equatable>(_ observable: Observable<Value>, to value: Value) {
    observable.value = value
}
