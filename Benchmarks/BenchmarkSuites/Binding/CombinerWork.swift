import MVVM

/// `Observable.combine` over `sourceCount` observables (the array overload) with a strategy, summing
/// the sources; an observer of the combination records the sum.
///
/// What one event is depends on the strategy:
/// - `.every` and `.all`: one source updated (round robin), which fires the combination. `.all`
///   is primed first (every source updated once), after which it fires on every update too.
/// - `.first`: such a combination fires once and then lets go of its sources, so an event is its
///   whole life: making the combination over the sources, observing it, and the first update,
///   which fires it and unlinks it.
@MainActor
final class CombinerWork: MeasuredWork {
    private let strategy: CombineStrategy
    private let sink = Sink()
    private let sources: [Observable<Int>]
    /// Kept for `.every` and `.all`; `.first` makes a new one per event.
    private var combined: Observable<Int>?
    private var next = 0
    private var slot = 0
    private var expectedCount = 0

    init(sourceCount: Int, strategy: CombineStrategy) throws(CheckFailure) {
        self.strategy = strategy
        sources = (0..<max(sourceCount, 1)).map { _ in Observable(0) }
        if strategy != .first {
            let combined = Self.combine(sources, strategy: strategy)
            combined.observe(sink.handler)
            self.combined = combined
            expectedCount = 1
            if strategy == .all {
                // Prime: `.all` fires once every source has updated, which the last of these does.
                for _ in sources {
                    update()
                }
                expectedCount += 1
            }
        }
        try check()
    }

    private static func combine(_ sources: [Observable<Int>], strategy: CombineStrategy) -> Observable<Int> {
        Observable.combine(sources, strategy: strategy, initial: -1) { values in
            values.reduce(0, &+)
        }
    }

    /// Sets the next source in turn to a value never used before, so the sum always changes.
    private func update() {
        next &+= 1
        sources[slot].value = next
        slot = slot + 1 == sources.count ? 0 : slot + 1
    }

    func run(iterations: Int) {
        switch strategy {
        case .first:
            let handler = sink.handler
            for _ in 0..<iterations {
                Self.combine(sources, strategy: .first).observe(handler)
                update()
            }
            // Each event delivers the initial value on observing, then the sum once.
            expectedCount &+= iterations &* 2
        case .all, .every:
            for _ in 0..<iterations {
                update()
            }
            expectedCount &+= iterations
        }
    }

    func check() throws(CheckFailure) {
        let sum = sources.map(\.value).reduce(0, &+)
        try ValueCheck.expect(sink.count, expectedCount, "values the combination delivered")
        // Observing delivers the initial value once; anything beyond that is a firing, whose
        // value must be the sum of the sources as they are now (the last update fired it).
        let hasFired = expectedCount > (strategy == .first ? 0 : 1)
        if hasFired {
            try ValueCheck.expect(sink.value, sum, "the value the combination delivered last")
            if let combined {
                try ValueCheck.expect(combined.value, sum, "the combined value")
            }
        }
        if strategy == .first {
            // A fired one-shot combination has let go of every source.
            try ValueCheck.expect(sources.map(\.observerCount), Array(repeating: 0, count: sources.count), "observers left on the sources")
        }
    }
}
