import Testing
import MVVM

@Suite("Observable.map")
@MainActor
struct MapTests {
    @Test func startsFromTheTransformOfTheCurrentValue() {
        let count = Observable(3)
        count.value = 4

        let doubled = count.map { $0 * 2 }

        #expect(doubled.value == 8)
    }

    @Test func followsEveryChangeOfItsSource() {
        let name = Observable("a")
        let length = name.map(\.count)
        let recorder = BindingRecorder<Int>()
        recorder.makeObserver().subscribe(to: length)

        name.value = "abc"
        name.value = "abcd"

        #expect(recorder.values == [1, 3, 4])
    }

    @Test func notifiesOnlyWhenTheResultChanges() {
        let count = Observable(1)
        var runs = 0
        let isPositive = count.map { value in
            runs += 1
            return value > 0
        }
        let recorder = BindingRecorder<Bool>()
        recorder.makeObserver().subscribe(to: isPositive)

        count.value = 2
        count.value = 3
        count.value = -1

        #expect(runs == 4)  // once to start, then once per change of the source
        #expect(recorder.values == [true, false])
    }

    @Test func mapsChainIntoFurtherMapsAndCombinations() {
        let count = Observable(1)
        let other = Observable(10)
        let sum = Observable.combine(count.map { $0 * 100 }, other, strategy: .every, initial: 0) { $0 + $1 }

        count.value = 2

        #expect(sum.value == 210)
    }

    @Test func goesAwayWithItsSource() {
        weak var weakMapped: Observable<Int>?
        do {
            let count = Observable(1)
            weakMapped = count.map { $0 + 1 }
            // Held by its source, though no variable holds it.
            #expect(weakMapped?.value == 2)
        }
        #expect(weakMapped == nil)
    }
}
