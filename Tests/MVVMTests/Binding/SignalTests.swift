import Testing
import MVVM

@Suite("Signal")
@MainActor
struct SignalTests {
    @Test func everySendIsDeliveredEvenWithTheSamePayload() {
        let typed = Signal<String>()
        let recorder = BindingRecorder<String>()
        recorder.makeObserver().subscribe(to: typed)

        typed.send("a")
        typed.send("a")
        typed.send("b")

        #expect(recorder.values == ["a", "a", "b"])
    }

    @Test func subscribingDeliversNothingAtOnce() {
        let typed = Signal<String>()
        typed.send("before")
        let recorder = BindingRecorder<String>()

        recorder.makeObserver().subscribe(to: typed)

        #expect(recorder.values.isEmpty)
    }

    @Test func voidSignalCountsTaps() {
        let tapped = Signal<Void>()
        var taps = 0
        tapped.observe { taps += 1 }

        tapped.send()
        tapped.send()
        tapped.send()

        #expect(taps == 3)
        #expect(tapped.observerCount == 1)
    }

    @Test func carriesPayloadsThatAreNotEquatable() {
        let tapped = Signal<NonEquatableTap>()
        let recorder = BindingRecorder<NonEquatableTap>()
        recorder.makeObserver().subscribe(to: tapped)

        tapped.send(NonEquatableTap(x: 4))
        tapped.send(NonEquatableTap(x: 4))

        #expect(recorder.values.map(\.x) == [4, 4])
    }

    @Test func observersAreNotifiedInSubscriptionOrder() {
        let tapped = Signal<Void>()
        var order: [Int] = []
        for index in 0..<5 {
            tapped.observe { order.append(index) }
        }

        tapped.send()

        #expect(order == [0, 1, 2, 3, 4])
    }
}
