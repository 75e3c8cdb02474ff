import Testing
import MVVM

@Suite("Observable.combine")
@MainActor
struct CombinerTests {
    // MARK: Two sources of different types

    @Test func firstFiresOnTheFirstUpdateOfAnySourceOnly() {
        let count = Observable(1)
        let name = Observable("a")
        var runs: [String] = []
        let combined = Observable.combine(count, name, strategy: .first, initial: "none") { count, name in
            runs.append("\(name)\(count)")
            return "\(name)\(count)"
        }
        let recorder = BindingRecorder<String>()
        recorder.makeObserver().subscribe(to: combined)
        #expect(runs.isEmpty)

        name.value = "b"
        count.value = 2
        name.value = "c"

        #expect(runs == ["b1"])
        #expect(combined.value == "b1")
        #expect(recorder.values == ["none", "b1"])
        // Finished for good: the sources let go of it.
        #expect(count.observerCount == 0)
        #expect(name.observerCount == 0)
    }

    @Test func allWaitsForEverySourceThenFiresOnEachUpdate() {
        let count = Observable(0)
        let name = Observable("")
        var runs: [String] = []
        let combined = Observable.combine(count, name, strategy: .all, initial: "") { count, name in
            runs.append("\(name)\(count)")
            return "\(name)\(count)"
        }

        count.value = 1
        count.value = 2
        #expect(runs.isEmpty)
        #expect(combined.value == "")

        name.value = "x"
        #expect(runs == ["x2"])

        count.value = 3
        name.value = "y"
        #expect(runs == ["x2", "x3", "y3"])
        #expect(combined.value == "y3")
    }

    @Test func everyFiresOnEachUpdateOfAnySource() {
        let count = Observable(0)
        let name = Observable("a")
        var runs: [String] = []
        let combined = Observable.combine(count, name, strategy: .every, initial: "") { count, name in
            runs.append("\(name)\(count)")
            return "\(name)\(count)"
        }
        #expect(runs.isEmpty)

        count.value = 1
        name.value = "b"
        count.value = 2

        #expect(runs == ["a1", "b1", "b2"])
        #expect(combined.value == "b2")
    }

    @Test func settingASourceToAnEqualValueIsNotAnUpdate() {
        let a = Observable(1)
        let b = Observable(2)
        var runs = 0
        _ = Observable.combine(a, b, strategy: .every, initial: 0) { a, b in
            runs += 1
            return a + b
        }

        a.value = 1
        b.value = 2
        #expect(runs == 0)
        b.value = 3
        #expect(runs == 1)
    }

    @Test func theCombinedObservableNotifiesOnlyWhenTheResultChanges() {
        let a = Observable(0)
        let b = Observable(0)
        var runs = 0
        let bothPositive = Observable.combine(a, b, strategy: .every, initial: false) { a, b in
            runs += 1
            return a > 0 && b > 0
        }
        let recorder = BindingRecorder<Bool>()
        recorder.makeObserver().subscribe(to: bothPositive)

        a.value = 1
        a.value = 2
        b.value = 1
        b.value = 2
        a.value = 0

        #expect(runs == 5)
        #expect(recorder.values == [false, true, false])
    }

    @Test func combinesThreeSourcesOfDifferentTypes() {
        let valid = Observable(false)
        let name = Observable("")
        let count = Observable(0)
        var runs = 0
        let summary = Observable.combine(valid, name, count, strategy: .all, initial: "waiting") {
            runs += 1
            return "\($0) \($1) \($2)"
        }

        valid.value = true
        name.value = "n"
        #expect(runs == 0)
        count.value = 3
        #expect(summary.value == "true n 3")
        name.value = "m"
        #expect(summary.value == "true m 3")
        #expect(runs == 2)
    }

    // MARK: Eight sources of one type

    private func eightSources() -> [Observable<Int>] {
        (0..<8).map { Observable($0 * 100) }
    }

    @Test func firstWithEightSourcesFiresOnce() {
        let sources = eightSources()
        var runs: [[Int]] = []
        let combined = Observable.combine(sources, strategy: .first, initial: -1) { values in
            runs.append(values)
            return values.reduce(0, +)
        }

        sources[5].value = 1
        for (index, source) in sources.enumerated() {
            source.value = index + 1000
        }

        #expect(runs == [[0, 100, 200, 300, 400, 1, 600, 700]])
        #expect(combined.value == 2301)
        #expect(sources.allSatisfy { $0.observerCount == 0 })
    }

    @Test func allWithEightSourcesWaitsForTheEighthThenFiresOnEachUpdate() {
        let sources = eightSources()
        var runs: [[Int]] = []
        let combined = Observable.combine(sources, strategy: .all, initial: -1) { values in
            runs.append(values)
            return values.reduce(0, +)
        }

        // Source 0 updates many times and sources 1...6 once: still one source missing.
        for round in 1...5 {
            sources[0].value = round
        }
        for index in 1...6 {
            sources[index].value = index
        }
        #expect(runs.isEmpty)
        #expect(combined.value == -1)

        sources[7].value = 7
        #expect(runs == [[5, 1, 2, 3, 4, 5, 6, 7]])
        #expect(combined.value == 33)

        sources[3].value = 30
        sources[0].value = 50
        #expect(runs.count == 3)
        #expect(runs.last == [50, 1, 2, 30, 4, 5, 6, 7])
        #expect(combined.value == 105)
    }

    @Test func everyWithEightSourcesFiresOnEachUpdate() {
        let sources = eightSources()
        var runs: [[Int]] = []
        let combined = Observable.combine(sources, strategy: .every, initial: -1) { values in
            runs.append(values)
            return values.reduce(0, +)
        }

        var updates = 0
        for round in 1...3 {
            for (index, source) in sources.enumerated() {
                source.value = index * 100 + round
                updates += 1
            }
        }

        #expect(updates == 24)
        #expect(runs.count == 24)
        #expect(runs.first == [1, 100, 200, 300, 400, 500, 600, 700])
        #expect(runs.last == [3, 103, 203, 303, 403, 503, 603, 703])
        #expect(combined.value == 2824)
    }

    @Test func combiningNoSourcesKeepsTheInitialValue() {
        let sources: [Observable<Int>] = []
        var runs = 0
        let combined = Observable.combine(sources, strategy: .every, initial: 42) { _ in
            runs += 1
            return 0
        }

        #expect(combined.value == 42)
        #expect(runs == 0)
    }

    // MARK: Chaining

    @Test func combinedObservablesChainIntoFurtherCombinationsAndObservers() {
        let a = Observable(1)
        let b = Observable(2)
        let c = Observable(3)
        let recorder = BindingRecorder<Int>()

        // Nothing in the chain is stored: the sources hold what hangs off them.
        Observable.combine(
            Observable.combine(a, b, strategy: .every, initial: 0) { $0 + $1 },
            c,
            strategy: .every,
            initial: 0
        ) { $0 * $1 }
        .observe { recorder.record($0) }

        a.value = 4  // (4 + 2) * 3
        c.value = 10  // (4 + 2) * 10
        b.value = 0  // (4 + 0) * 10

        #expect(recorder.values == [0, 18, 60, 40])
    }

    @Test func subscribersToACombinedObservableReceiveItsCurrentValueAtOnce() {
        let a = Observable(false)
        let b = Observable(false)
        let enabled = Observable.combine(a, b, strategy: .every, initial: false) { $0 && $1 }
        a.value = true
        b.value = true
        let recorder = BindingRecorder<Bool>()

        recorder.makeObserver().subscribe(to: enabled)

        #expect(recorder.values == [true])
    }
}
