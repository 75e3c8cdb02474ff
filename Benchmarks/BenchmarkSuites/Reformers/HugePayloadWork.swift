import BenchmarkCore
import Foundation
import SharedModel

/// The one-step reformer over a v1 catalogue of about `megabytes` MB (10^6 bytes), every subject
/// open: whether reforming stays linear in the payload's size, and holds no more than the input and
/// the output. One iteration is one payload reformed.
@MainActor
final class HugePayloadWork: MeasuredWork {
    let raw: Data
    let subjectCount: Int
    private let settings: UserSubjectSettings
    private var lastCount = 0
    private var failure: ReformError?

    init(megabytes: Int) throws(CheckFailure) {
        (raw, subjectCount) = Self.catalogue(bytes: megabytes * 1_000_000)
        settings = UserSubjectSettings(currentPhase: .junior, entries: (1...max(subjectCount, 1)).map {
            UserSubject(subjectID: $0, status: .on, updatedTime: 1)
        })
        try check()
    }

    func run(iterations: Int) {
        for _ in 0..<iterations {
            do {
                let cells = try SubjectCellsReformer(settings: settings).reform(raw)
                lastCount = cells.count
                blackHole(cells)
            } catch {
                failure = error
            }
        }
    }

    /// Every subject became a cell, the last with its own name; and one reform allocates no more
    /// than the cells it returns (with the room reserved for them) and the user's switched-on set: the input
    /// is read where it lies, never copied or built into a tree.
    func check() throws(CheckFailure) {
        if let failure {
            throw CheckFailure("the one-step path failed on the \(raw.count)-byte payload: \(failure)")
        }
        let (result, count) = AllocationCounter.count { () -> Result<[SubjectCellData], ReformError> in
            Result { () throws(ReformError) in try SubjectCellsReformer(settings: settings).reform(raw) }
        }
        let cells: [SubjectCellData]
        switch result {
        case .success(let made): cells = made
        case .failure(let error): throw CheckFailure("the one-step path failed on the \(raw.count)-byte payload: \(error)")
        }
        try ValueCheck.expect(cells.count, subjectCount, "cells made from the \(raw.count)-byte payload")
        try ValueCheck.expect(cells.last?.title, "Subject \(subjectCount)", "the last cell's title")
        if let bytes = count?.bytes {
            // The output is sized once from a bound on the subjects ahead, here its final size (every
            // subject is open); the switched-on set holds one entry per open subject; 1 MB covers the
            // rest. Four times the output leaves room for any reserve the reader may choose.
            let output = cells.count * MemoryLayout<SubjectCellData>.stride
            let bound = 4 * output + 64 * subjectCount + 1_000_000
            guard bytes <= UInt64(bound) else {
                throw CheckFailure("one reform of \(raw.count) bytes allocated \(bytes) bytes, more than the \(bound) "
                    + "its output and the settings account for: something holds a copy or a tree of the input")
            }
        }
        try ValueCheck.expect(lastCount == 0 || lastCount == subjectCount, true, "cells the last measured iteration made")
    }

    /// Payloads made so far: 100 MB is written once per run, not once per use.
    private static var made: [Int: HugePayloadWork] = [:]

    /// The work over a payload of `megabytes` MB, made on first use.
    static func shared(megabytes: Int) throws(CheckFailure) -> HugePayloadWork {
        if let work = made[megabytes] {
            return work
        }
        let work = try HugePayloadWork(megabytes: megabytes)
        made[megabytes] = work
        return work
    }

    /// A v1 catalogue of at least `bytes` bytes, written straight as bytes (JSONSerialization would
    /// build a tree of 1.5 million dictionaries for 100 MB), with its number of subjects.
    static func catalogue(bytes: Int) -> (Data, Int) {
        var data = Data()
        data.reserveCapacity(bytes + 100)
        data.append(contentsOf: #"{"subjects":["#.utf8)
        var count = 0
        while data.count < bytes {
            count += 1
            if count > 1 { data.append(UInt8(ascii: ",")) }
            let phase = count % 2 == 0 ? "senior" : "primary"
            data.append(contentsOf: #"{"id":\#(count),"name":"Subject \#(count)","phases":["junior","\#(phase)"]}"#.utf8)
        }
        data.append(contentsOf: "]}".utf8)
        return (data, count)
    }
}
