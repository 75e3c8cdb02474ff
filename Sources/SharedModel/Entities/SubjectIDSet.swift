/// A set of subject ids that answers ``contains(_:)`` without hashing when every id is a small
/// non-negative number, as subject ids are: one bit per id up to the largest. A set with any other
/// id keeps a hash set instead. Reading a catalogue asks it once per subject offered in the user's
/// phase, so for a long list the difference is a hash per subject, and for a list too long for the
/// processor's caches a cache miss per subject.
public struct SubjectIDSet: Sendable {
    /// The largest id always kept as a bit: a million bits, 128 KB.
    public static let bitLimit = 1 << 20

    /// The bound below which `count` ids are kept as bits: ``bitLimit``, or 64 bits per id when that
    /// is more, so that the bits never take more memory than the hash set they replace (at least one
    /// 64-bit word per id) and a long list of dense ids is never hashed.
    public static func bitLimit(forCount count: Int) -> Int {
        let perID = count.multipliedReportingOverflow(by: 64)
        return perID.overflow ? Int.max : max(bitLimit, perID.partialValue)
    }

    private enum Storage: Sendable {
        /// Bit `id % 64` of word `id / 64` is set for each id.
        case bits([UInt64])
        case hashed(Set<Int>)
    }

    private let storage: Storage

    /// The set of `ids`.
    public init(_ ids: Set<Int>) {
        guard let largest = ids.max(), largest < Self.bitLimit(forCount: ids.count), ids.allSatisfy({ $0 >= 0 }) else {
            storage = .hashed(ids)
            return
        }
        var words = [UInt64](repeating: 0, count: largest / 64 + 1)
        for id in ids {
            words[id >> 6] |= 1 << UInt64(id & 63)
        }
        storage = .bits(words)
    }

    /// The ids whose latest entry is `on` (``OpenSubjects/switchedOnIDs(_:)``'s rule), marked in
    /// bits as the entries are read when every id is small and appears once, as in most payloads:
    /// then no entry can be overtaken, and nothing is hashed. Otherwise the rule's hash set decides.
    public init(switchedOnIn entries: [UserSubject]) {
        var largest = -1
        var smallest = 0
        for entry in entries {
            largest = max(largest, entry.subjectID)
            smallest = min(smallest, entry.subjectID)
        }
        guard smallest >= 0, largest < Self.bitLimit(forCount: entries.count) else {
            self.init(OpenSubjects.switchedOnIDs(entries))
            return
        }
        let count = largest / 64 + 1
        var seen = [UInt64](repeating: 0, count: count)
        var on = [UInt64](repeating: 0, count: count)
        for entry in entries {
            let word = entry.subjectID >> 6
            let bit: UInt64 = 1 << UInt64(entry.subjectID & 63)
            guard seen[word] & bit == 0 else {
                // A repeated id: its latest entry decides.
                self.init(OpenSubjects.switchedOnIDs(entries))
                return
            }
            seen[word] |= bit
            if entry.status == .on {
                on[word] |= bit
            }
        }
        self.init(storage: .bits(on))
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// Whether `id` is in the set.
    @inline(__always)
    public func contains(_ id: Int) -> Bool {
        switch storage {
        case .bits(let words):
            let word = id >> 6
            return id >= 0 && word < words.count && words[word] & (1 << UInt64(id & 63)) != 0
        case .hashed(let ids):
            return ids.contains(id)
        }
    }

    /// Whether membership is answered by bits, not by hashing.
    public var isBitmap: Bool {
        if case .bits = storage { return true }
        return false
    }
}
