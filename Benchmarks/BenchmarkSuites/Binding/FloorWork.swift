/// The floor the binding kit is measured against: calling the same handler the kit's observers run,
/// directly, as a closure the compiler cannot see through (it comes out of ``opaque(_:)``), so each
/// event is a real indirect call that records a value. One iteration is one event.
@MainActor
final class FloorWork: MeasuredWork {
    private let sink = Sink()
    private let handler: @MainActor (Int) -> Void
    private var next = 0
    private var expectedCount = 0

    init() {
        handler = opaque(sink.handler)
    }

    func run(iterations: Int) {
        let handler = handler
        var value = next
        for _ in 0..<iterations {
            value &+= 1
            handler(value)
        }
        next = value
        expectedCount &+= iterations
    }

    func check() throws(CheckFailure) {
        try ValueCheck.expect(sink.value, next, "the value the floor's handler received last")
        try ValueCheck.expect(sink.count, expectedCount, "calls of the floor's handler")
    }
}
