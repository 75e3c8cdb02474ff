import BenchmarkCore
import Synchronization
import Testing
@testable import BenchmarkSuites

/// A counter like callgrind's, without starting anything: it answers `base` plus `step` per
/// placement, says the work hashed key paths for the cases named in `hashing`, and logs each
/// count it was asked for.
private final class LoggingCounter: InstructionCounter {
    let counting = "valgrind-3.19.0"
    let reportNote = "Instructions per event: counted by a fake."
    let namesFunctions = true
    let base: Double
    let step: Double
    let hashing: Set<String>
    let failing: Set<String>
    private let log = Mutex<[String]>([])

    init(base: Double = 1_000, step: Double = 0, hashing: Set<String> = [], failing: Set<String> = []) {
        self.base = base
        self.step = step
        self.hashing = hashing
        self.failing = failing
    }

    func count(_ identifier: String, placement: Int) throws(CheckFailure) -> (perEvent: Double, hashesKeyPaths: Bool) {
        log.withLock { $0.append("\(identifier)@\(placement)") }
        if failing.contains(identifier) {
            throw CheckFailure("the child's check failed")
        }
        return (base + step * Double(placement), hashing.contains(identifier))
    }

    func remove() {}

    /// The placements each case was counted at, in order.
    func placements(of identifier: String) -> [Int] {
        log.withLock { entries in
            entries.filter { $0.hasPrefix(identifier + "@") }.compactMap { Int($0.split(separator: "@").last ?? "") }.sorted()
        }
    }
}

/// What the queue counts for each case, and where: one placement unless the work hashed a key
/// path, the same figures whatever the number of children at once, and a failure kept to its case.
@Suite("Counting in fresh processes, several at a time")
struct CountingQueueTests {
    private let cases = ["a/one", "a/two", "a/three", "a/four", "a/five"]

    @Test("A count that hashed no key path is taken once; one that did, at every placement", arguments: [1, 2, 4])
    func placements(workers: Int) throws {
        let counter = LoggingCounter(step: 10, hashing: ["a/three"])
        let results = CountingQueue(probes: CaseProbes(instructions: counter), workers: workers).count(cases)
        for (identifier, result) in zip(cases, results) {
            let counts = try result.get()
            if identifier == "a/three" {
                #expect(counter.placements(of: identifier) == Array(0..<CodePlacement.samples))
                #expect(counts.instructions?.placements?.count == CodePlacement.samples)
                #expect(counts.instructions?.perEvent == 1_055)
            } else {
                #expect(counter.placements(of: identifier) == [0])
                #expect(counts.instructions == InstructionCount(perEvent: 1_000))
            }
        }
    }

    @Test("Checking the placement counts a second one, and a count that moved without hashing fails its case")
    func checkedPlacement() throws {
        let steady = LoggingCounter(step: 5)
        let checked = CountingQueue(probes: CaseProbes(instructions: steady), checksPlacement: true).count(cases)
        #expect(cases.allSatisfy { steady.placements(of: $0) == [0, 1] })
        #expect(try checked.map { try $0.get().instructions } == cases.map { _ in InstructionCount(perEvent: 1_000) })

        let moving = LoggingCounter(step: 100)
        let failed = CountingQueue(probes: CaseProbes(instructions: moving), checksPlacement: true).count(cases)
        for result in failed {
            guard case .failure(let failure) = result else {
                Issue.record("a count that moved by 10% between placements passed")
                continue
            }
            #expect(failure.message.contains("hashed no key path"))
        }
    }

    @Test("A child that fails fails its own case only, and the cases it leaves out are not counted")
    func failureStaysWithItsCase() throws {
        let counter = LoggingCounter(failing: ["a/two"])
        let results = CountingQueue(probes: CaseProbes(instructions: counter, uncounted: ["a/four"]), workers: 2).count(cases)
        #expect(results.map { (try? $0.get()) == nil } == [false, true, false, false, false])
        #expect(counter.placements(of: "a/four").isEmpty)
        #expect(try results[3].get().instructions == nil)
    }

    @Test("Nothing to count answers empty counts at once")
    func nothingToCount() throws {
        let results = CountingQueue(probes: CaseProbes()).count(cases)
        #expect(try results.map { try $0.get() } == cases.map { _ in CaseCounts() })
        #expect(CountingQueue(probes: CaseProbes()).count([]).isEmpty)
    }
}
