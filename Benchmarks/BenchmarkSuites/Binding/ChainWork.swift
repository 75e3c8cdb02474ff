import MVVM

/// A chain of `length` observables, each followed by an observer that sets the next one; an observer
/// of the last records the value. One event is one new value at the head, carried to the end.
@MainActor
final class ChainWork: MeasuredWork {
    private let sink = Sink()
    private let links: [Observable<Int>]
    private var next = 0
    private var expectedCount = 1

    init(length: Int) throws(CheckFailure) {
        links = (0..<max(length, 1)).map { _ in Observable(0) }
        for (source, target) in zip(links, links.dropFirst()) {
            // Strong capture of the downstream observable: the ownership rule allows it, and it is
            // what the chain is made of.
            source.observe { value in target.value = value }
        }
        links[links.count - 1].observe(sink.handler)
        try check()
    }

    func run(iterations: Int) {
        let head = links[0]
        var value = next
        for _ in 0..<iterations {
            value &+= 1
            head.value = value
        }
        next = value
        expectedCount &+= iterations
    }

    func check() throws(CheckFailure) {
        try ValueCheck.expect(links.map(\.value), Array(repeating: next, count: links.count), "the chain's values")
        try ValueCheck.expect(sink.value, next, "the value at the end of the chain")
        try ValueCheck.expect(sink.count, expectedCount, "values reaching the end")
    }
}
