import Testing
import MVVM

@Suite("Observable")
@MainActor
struct ObservableTests {
    @Test func holdsItsInitialValueAndCreatingItNotifiesNobody() {
        let name = Observable("Ada")
        #expect(name.value == "Ada")
        #expect(name.observerCount == 0)
    }

    @Test func aChangeIsStoredAndDelivered() {
        let count = Observable(0)
        let recorder = BindingRecorder<Int>()
        recorder.makeObserver().subscribe(to: count)

        count.value = 1
        count.value = 2

        #expect(count.value == 2)
        #expect(recorder.values == [0, 1, 2])
    }

    @Test func settingAnEqualValueNotifiesNobody() {
        let text = Observable("a")
        let recorder = BindingRecorder<String>()
        recorder.makeObserver().subscribe(to: text)

        text.value = "a"
        text.value = "b"
        text.value = "b"
        text.value = "b"
        text.value = "a"

        #expect(recorder.values == ["a", "b", "a"])
    }

    @Test func observersAreNotifiedInSubscriptionOrder() {
        let count = Observable(0)
        var order: [String] = []
        // Created in one order, subscribed in another: subscription order is what counts.
        let third = Observer<Int> { order.append("third \($0)") }
        let first = Observer<Int> { order.append("first \($0)") }
        let second = Observer<Int> { order.append("second \($0)") }
        first.subscribe(to: count)
        second.subscribe(to: count)
        third.subscribe(to: count)
        order.removeAll()

        count.value = 7
        count.value = 8

        #expect(order == ["first 7", "second 7", "third 7", "first 8", "second 8", "third 8"])
    }

    @Test func orderIsKeptWhenAnObserverInTheMiddleLeaves() {
        let count = Observable(0)
        var order: [String] = []
        let first = Observer<Int> { _ in order.append("first") }.subscribe(to: count)
        let second = Observer<Int> { _ in order.append("second") }.subscribe(to: count)
        let third = Observer<Int> { _ in order.append("third") }.subscribe(to: count)
        second.unsubscribe(from: count)
        let fourth = Observer<Int> { _ in order.append("fourth") }.subscribe(to: count)
        order.removeAll()

        count.value = 1

        #expect(order == ["first", "third", "fourth"])
        #expect(count.observerCount == 3)
        _ = (first, third, fourth)
    }

    @Test func aValueReplacedByAHandlerIsNotDeliveredLate() {
        // The first observer clamps the value; the second must only ever see the clamped one.
        let level = Observable(0)
        Observer<Int> { [weak level] value in
            if value > 10 { level?.value = 10 }
        }.subscribe(to: level)
        let recorder = BindingRecorder<Int>()
        recorder.makeObserver().subscribe(to: level)

        level.value = 15

        #expect(level.value == 10)
        #expect(recorder.values == [0, 10])
    }

    @Test func anObserverRemovedByAnEarlierHandlerHearsNothingMore() {
        let count = Observable(0)
        let recorder = BindingRecorder<Int>()
        let late = recorder.makeObserver()
        Observer<Int> { [weak count] value in
            if value == 1, let count { late.unsubscribe(from: count) }
        }.subscribe(to: count)
        late.subscribe(to: count)

        count.value = 1
        count.value = 2

        #expect(recorder.values == [0])
    }

    @Test func observeSubscribesANewObserverThatTheObservableHolds() {
        let count = Observable(3)
        let recorder = BindingRecorder<Int>()

        let observer = count.observe { recorder.record($0) }
        count.value = 4

        #expect(recorder.values == [3, 4])
        #expect(count.observerCount == 1)
        #expect(observer.subscriptionCount == 1)
    }
}
