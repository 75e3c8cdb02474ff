import Testing
import MVVM

@Suite("Observer")
@MainActor
struct ObserverTests {
    @Test func receivesTheCurrentValueAtOnceWhenSubscribing() {
        let name = Observable("Ada")
        name.value = "Grace"
        let recorder = BindingRecorder<String>()

        recorder.makeObserver().subscribe(to: name)

        #expect(recorder.values == ["Grace"])
    }

    @Test func chainsSubscriptionsToSeveralSources() {
        let a = Observable(1)
        let b = Observable(2)
        let c = Signal<Int>()
        let recorder = BindingRecorder<Int>()

        let observer = recorder.makeObserver()
            .subscribe(to: a)
            .subscribe(to: b)
            .subscribe(to: c)
        a.value = 10
        b.value = 20
        c.send(30)

        #expect(recorder.values == [1, 2, 10, 20, 30])
        #expect(observer.subscriptionCount == 3)
    }

    @Test func subscribingTwiceToTheSameSourceChangesNothing() {
        let a = Observable(1)
        let s = Signal<Int>()
        let recorder = BindingRecorder<Int>()

        let observer = recorder.makeObserver().subscribe(to: a).subscribe(to: a)
        observer.subscribe(to: s).subscribe(to: s)
        a.value = 2
        s.send(3)

        #expect(recorder.values == [1, 2, 3])
        #expect(a.observerCount == 1)
        #expect(s.observerCount == 1)
        #expect(observer.subscriptionCount == 2)
    }

    @Test func unsubscribingFromOneSourceKeepsTheOthers() {
        let a = Observable(0)
        let b = Observable(0)
        let s = Signal<Int>()
        let recorder = BindingRecorder<Int>()
        let observer = recorder.makeObserver().subscribe(to: a).subscribe(to: b).subscribe(to: s)

        observer.unsubscribe(from: a)
        observer.unsubscribe(from: s)
        a.value = 1
        s.send(2)
        b.value = 3

        #expect(recorder.values == [0, 0, 3])
        #expect(a.observerCount == 0)
        #expect(s.observerCount == 0)
        #expect(b.observerCount == 1)
        #expect(observer.subscriptionCount == 1)
    }

    @Test func unsubscribingFromAllSourcesSilencesTheObserver() {
        let a = Observable(0)
        let b = Observable(0)
        let s = Signal<Int>()
        let recorder = BindingRecorder<Int>()
        let observer = recorder.makeObserver().subscribe(to: a).subscribe(to: b).subscribe(to: s)

        observer.unsubscribeAll()
        a.value = 1
        b.value = 2
        s.send(3)

        #expect(recorder.values == [0, 0])
        #expect(a.observerCount == 0)
        #expect(b.observerCount == 0)
        #expect(s.observerCount == 0)
        #expect(observer.subscriptionCount == 0)
    }

    @Test func unsubscribingFromAnUnknownSourceIsHarmless() {
        let a = Observable(0)
        let other = Observable(0)
        let recorder = BindingRecorder<Int>()
        let observer = recorder.makeObserver().subscribe(to: a)
        let stranger = Observer<Int> { _ in }.subscribe(to: other)

        observer.unsubscribe(from: other)
        a.value = 1

        #expect(recorder.values == [0, 1])
        #expect(other.observerCount == 1)
        _ = stranger
    }

    @Test func subscribingAgainAfterLeavingDeliversTheCurrentValueAgain() {
        let a = Observable(0)
        let recorder = BindingRecorder<Int>()
        let observer = recorder.makeObserver().subscribe(to: a)
        observer.unsubscribe(from: a)
        a.value = 5

        observer.subscribe(to: a)
        a.value = 6

        #expect(recorder.values == [0, 5, 6])
    }
}
