import MVVM

/// Setting an observable that `observerCount` observers follow: one event is one new value, which
/// reaches every observer. One observer is the kit's simplest binding.
@MainActor
final class FanOutWork: MeasuredWork {
    private let observerCount: Int
    private let sink = Sink()
    private let source = Observable(0)
    private var next = 0
    private var expectedCount: Int

    init(observerCount: Int) throws(CheckFailure) {
        self.observerCount = observerCount
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
        for _ in 0..<iterations {
            value &+= 1
            source.value = value
        }
        next = value
        expectedCount &+= iterations &* observerCount
    }

    func check() throws(CheckFailure) {
        try BindingCheck.expect(source.observerCount, observerCount, "observers subscribed")
        try BindingCheck.expect(sink.value, next, "the value the observers received last")
        try BindingCheck.expect(sink.count, expectedCount, "values delivered")
    }
}
