// The edges of delivery that the kit's fast path must keep: what a handler may do to the very
// delivery that runs it (leave, make others leave, subscribe others, set the value again, deeply).
import MVVM
import Testing

@Suite("Delivery edges")
@MainActor
struct DeliveryEdgeTests {
    @Test func aHandlerThatUnsubscribesTheNextObserverSilencesItAtOnce() {
        let count = Observable(0)
        var heard: [String] = []
        let second = Observer<Int> { heard.append("second \($0)") }
        let first = Observer<Int> { value in
            heard.append("first \(value)")
            if value == 1 { second.unsubscribe(from: count) }
        }
        first.subscribe(to: count)
        second.subscribe(to: count)
        heard.removeAll()

        count.value = 1
        count.value = 2

        #expect(heard == ["first 1", "first 2"])
        #expect(count.observerCount == 1)
    }

    @Test func aHandlerThatUnsubscribesItselfHearsNothingMoreAndOthersStillHear() {
        let signal = Signal<Int>()
        var heard: [String] = []
        weak var weakLeaver: Observer<Int>?
        do {
            // Only the signal holds it: leaving during its own handler must not pull it from under itself.
            let leaver = Observer<Int> { value in
                heard.append("leaver \(value)")
                weakLeaver?.unsubscribe(from: signal)
            }
            weakLeaver = leaver
            leaver.subscribe(to: signal)
        }
        signal.observe { heard.append("stayer \($0)") }

        signal.send(1)
        signal.send(2)

        #expect(heard == ["leaver 1", "stayer 1", "stayer 2"])
        #expect(signal.observerCount == 1)
        #expect(weakLeaver == nil)
    }

    @Test func reentrantSetsThreeDeepEndEveryObserverOnTheLatestValue() {
        let count = Observable(0)
        var first: [Int] = []
        var last: [Int] = []
        // The first observer climbs 1 → 2 → 3 from inside its own deliveries: three nested sets.
        Observer<Int> { value in
            first.append(value)
            if (1..<3).contains(value) { count.value = value + 1 }
        }.subscribe(to: count)
        Observer<Int> { last.append($0) }.subscribe(to: count)

        count.value = 1

        #expect(first == [0, 1, 2, 3])
        // The second observer never hears the stale 1 and 2: each was replaced before it was reached.
        #expect(last == [0, 3])
        #expect(count.value == 3)
    }

    @Test func anObserverSubscribedDuringADeliveryWaitsForTheNextValue() {
        let count = Observable(0)
        let late = BindingRecorder<Int>()
        var subscribed = false
        Observer<Int> { value in
            guard value == 1, !subscribed else { return }
            subscribed = true
            // Subscribing to an observable delivers its current value at once, then later changes;
            // the delivery in progress does not reach it a second time.
            late.makeObserver().subscribe(to: count)
        }.subscribe(to: count)

        count.value = 1
        #expect(late.values == [1])
        count.value = 2
        #expect(late.values == [1, 2])
    }

    @Test func aSignalObserverSubscribedDuringASendWaitsForTheNextSend() {
        let signal = Signal<Int>()
        let late = BindingRecorder<Int>()
        var subscribed = false
        signal.observe { _ in
            guard !subscribed else { return }
            subscribed = true
            late.makeObserver().subscribe(to: signal)
        }

        signal.send(1)
        #expect(late.values.isEmpty)
        signal.send(2)
        #expect(late.values == [2])
    }

    @Test func aSignalSentAgainFromAHandlerDeliversBothEventsToEveryone() {
        let signal = Signal<Int>()
        var heard: [String] = []
        signal.observe { value in
            heard.append("a \(value)")
            if value == 1 { signal.send(2) }
        }
        signal.observe { heard.append("b \($0)") }

        signal.send(1)

        // Events, unlike values, are never stale: b hears both, the nested one first.
        #expect(heard == ["a 1", "a 2", "b 2", "b 1"])
    }

    @Test func observersThatLeftDuringADeliveryAreReleasedWhenItEnds() {
        let signal = Signal<Int>()
        weak var weakLeaver: Observer<Int>?
        do {
            let leaver = Observer<Int> { _ in }
            leaver.subscribe(to: signal)
            weakLeaver = leaver
        }
        signal.observe { _ in weakLeaver?.unsubscribe(from: signal) }

        signal.send(1)

        #expect(weakLeaver == nil)
        #expect(signal.observerCount == 1)
    }
}

@Suite("Read-only outputs")
@MainActor
struct ReadOnlyOutputTests {
    @Test func aReadOnlyObservableShowsTheValueAndItsChanges() {
        let state = Observable("a")
        let output = state.readOnly
        let recorder = BindingRecorder<String>()
        recorder.makeObserver().subscribe(to: output)
        output.observe { recorder.record("observed " + $0) }

        state.value = "b"

        #expect(output.value == "b")
        #expect(recorder.values == ["a", "observed a", "b", "observed b"])
        #expect(output.observerCount == 2)
    }

    @Test func unsubscribingFromAReadOnlyObservableWorks() {
        let state = Observable(0)
        let recorder = BindingRecorder<Int>()
        let observer = recorder.makeObserver().subscribe(to: state.readOnly)
        observer.unsubscribe(from: state.readOnly)

        state.value = 1

        #expect(recorder.values == [0])
        #expect(state.observerCount == 0)
    }

    @Test func aReadOnlySignalDeliversEvents() {
        let events = Signal<Int>()
        let recorder = BindingRecorder<Int>()
        recorder.makeObserver().subscribe(to: events.readOnly)
        events.readOnly.observe { recorder.record($0 * 10) }

        events.send(3)

        #expect(recorder.values == [3, 30])
    }
}
