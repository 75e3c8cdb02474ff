import BenchmarkCore
import Foundation

/// Counts what the timed cases need fresh processes for (``CaseProbes``), as many children at a
/// time as the machine has cores, once every case has been timed: no child loads the machine
/// while a case is timed, and a count does not depend on what runs beside it.
///
/// Each child is one job: a case's allocation count, or its instruction count at one placement of
/// the code (``CodePlacement``). A case is counted at one placement when its windows hashed no key
/// path, the one way a count has been seen to depend on where the code lies; one that hashed a key
/// path is counted at ``CodePlacement/samples`` placements. A counter that cannot name the
/// functions it counted (the kernel's count on macOS) counts two placements, and all of them when
/// those two differ. With ``checksPlacement``, a count that hashed no key path is taken at a second
/// placement too, and a difference past ``CodePlacement/tolerance`` fails the case: the proof that
/// one placement was enough (`bench --check-placement`, run by `Benchmarks/check-path-independence`).
public struct CountingQueue: Sendable {
    /// What counts.
    public var probes: CaseProbes
    /// Children running at once.
    public var workers: Int
    /// Whether a count that hashed no key path is checked at a second placement.
    public var checksPlacement: Bool

    /// A queue of `probes` running `workers` children at once (at least one).
    public init(probes: CaseProbes, workers: Int = ProcessInfo.processInfo.activeProcessorCount,
                checksPlacement: Bool = false) {
        self.probes = probes
        self.workers = max(workers, 1)
        self.checksPlacement = checksPlacement
    }

    /// Counts every case named in `identifiers`, reporting each case as its last child ends.
    ///
    /// - Returns: each case's counts, in the order of `identifiers`, or the failure of its first
    ///   child that failed.
    public func count(_ identifiers: [String], progress: @escaping @Sendable (String) -> Void = { _ in })
        -> [Result<CaseCounts, CheckFailure>] {
        let schedule = Schedule(identifiers: identifiers, queue: self, progress: progress)
        guard !identifiers.isEmpty else { return [] }
        DispatchQueue.concurrentPerform(iterations: min(workers, schedule.jobCount)) { _ in
            schedule.work()
        }
        return schedule.results()
    }
}

/// The jobs still to run and what the finished ones counted, behind one lock.
private final class Schedule: @unchecked Sendable {
    enum Job {
        case allocations(Int)
        case instructions(Int, placement: Int)
    }

    private let identifiers: [String]
    private let queue: CountingQueue
    private let progress: @Sendable (String) -> Void
    private let condition = NSCondition()
    private var jobs: [Job] = []
    private var next = 0
    private var running = 0
    private var children: [ChildFigures?]
    private var placements: [[Int: Double]]
    private var hashesKeyPaths: [Bool]
    private var failures: [CheckFailure?]
    private var outstanding: [Int]
    private var finished = 0

    init(identifiers: [String], queue: CountingQueue, progress: @escaping @Sendable (String) -> Void) {
        self.identifiers = identifiers
        self.queue = queue
        self.progress = progress
        children = Array(repeating: nil, count: identifiers.count)
        placements = Array(repeating: [:], count: identifiers.count)
        hashesKeyPaths = Array(repeating: false, count: identifiers.count)
        failures = Array(repeating: nil, count: identifiers.count)
        outstanding = Array(repeating: 0, count: identifiers.count)
        for index in identifiers.indices {
            // Instructions first: the longer children start early and the short ones fill in.
            if countsInstructions(index) {
                add(.instructions(index, placement: 0))
            }
        }
        if queue.probes.allocations != nil {
            for index in identifiers.indices {
                add(.allocations(index))
            }
        }
    }

    var jobCount: Int { max(jobs.count, 1) }

    private func countsInstructions(_ index: Int) -> Bool {
        queue.probes.instructions != nil && !queue.probes.uncounted.contains(identifiers[index])
    }

    private func add(_ job: Job) {
        jobs.append(job)
        switch job {
        case .allocations(let index), .instructions(let index, _):
            outstanding[index] += 1
        }
    }

    /// One worker: takes jobs until none is left and none running can add more.
    func work() {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if next < jobs.count {
                let job = jobs[next]
                next += 1
                running += 1
                let skip = failures[index(of: job)] != nil
                condition.unlock()
                let result: Result<Answer, CheckFailure> = skip ? .success(.skipped) : run(job)
                condition.lock()
                running -= 1
                record(result, of: job)
                condition.broadcast()
            } else if running == 0 {
                return
            } else {
                condition.wait()
            }
        }
    }

    private enum Answer {
        case allocations(ChildFigures)
        case instructions(perEvent: Double, hashesKeyPaths: Bool)
        case skipped
    }

    private func index(of job: Job) -> Int {
        switch job {
        case .allocations(let index), .instructions(let index, _): index
        }
    }

    /// Runs one child, outside the lock.
    private func run(_ job: Job) -> Result<Answer, CheckFailure> {
        do throws(CheckFailure) {
            switch job {
            case .allocations(let index):
                guard let probe = queue.probes.allocations else { return .success(.skipped) }
                return .success(.allocations(try probe.count(identifiers[index])))
            case .instructions(let index, let placement):
                guard let counter = queue.probes.instructions else { return .success(.skipped) }
                let counted = try counter.count(identifiers[index], placement: placement)
                return .success(.instructions(perEvent: counted.perEvent, hashesKeyPaths: counted.hashesKeyPaths))
            }
        } catch {
            return .failure(error)
        }
    }

    /// Keeps what a child answered and adds the placements it calls for; under the lock.
    private func record(_ result: Result<Answer, CheckFailure>, of job: Job) {
        let index = index(of: job)
        defer {
            outstanding[index] -= 1
            if outstanding[index] == 0 {
                finished += 1
                let state = failures[index] == nil ? "counted" : "FAILED CHECK"
                progress("   \(state) \(identifiers[index]) (\(finished) of \(identifiers.count))")
            }
        }
        switch result {
        case .failure(let failure):
            if failures[index] == nil {
                failures[index] = failure
            }
        case .success(.skipped):
            break
        case .success(.allocations(let figures)):
            children[index] = figures
        case .success(.instructions(let perEvent, let hashes)):
            guard case .instructions(_, let placement) = job else { return }
            placements[index][placement] = perEvent
            if placement == 0 {
                hashesKeyPaths[index] = hashes
                placementsAfterFirst(index, hashes: hashes)
            } else if placement == 1, !hashesKeyPaths[index], let first = placements[index][0] {
                placementsAfterSecond(index, first: first, second: perEvent)
            }
        }
    }

    private func placementsAfterFirst(_ index: Int, hashes: Bool) {
        let namesFunctions = queue.probes.instructions?.namesFunctions ?? true
        if hashes {
            for placement in 1..<CodePlacement.samples {
                add(.instructions(index, placement: placement))
            }
        } else if !namesFunctions || queue.checksPlacement {
            add(.instructions(index, placement: 1))
        }
    }

    private func placementsAfterSecond(_ index: Int, first: Double, second: Double) {
        guard CodePlacement.matters(first, second) else { return }
        if queue.probes.instructions?.namesFunctions ?? true {
            let moved = abs(second - first) / max(abs(first), abs(second)) * 100
            failures[index] = CheckFailure("counting instructions of \(identifiers[index]): the count moved by "
                + "\(ValueFormatter.formatNumber(moved))% between two placements of the code, though its windows hashed "
                + "no key path; a count at one placement would gate on where the code lies (CodePlacement)")
        } else {
            for placement in 2..<CodePlacement.samples {
                add(.instructions(index, placement: placement))
            }
        }
    }

    /// Each case's counts, once every worker has returned.
    func results() -> [Result<CaseCounts, CheckFailure>] {
        identifiers.indices.map { index in
            if let failure = failures[index] {
                return .failure(failure)
            }
            var counts = CaseCounts(children: children[index])
            if countsInstructions(index) {
                let counted = placements[index].sorted { $0.key < $1.key }.map(\.value)
                let placed = hashesKeyPaths[index] || (counted.count > 2)
                counts.instructions = placed ? InstructionCount(placements: counted)
                    : counted.first.map { InstructionCount(perEvent: $0) }
            }
            return .success(counts)
        }
    }
}
