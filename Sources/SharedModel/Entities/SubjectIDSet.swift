/// A set of subject ids that answers ``contains(_:)`` without hashing when every id is a small
/// non-negative number, as subject ids are: one bit per id up to the largest. A set with any other
/// id keeps a hash set instead. Reading a catalogue asks it once per subject offered in the user's
/// phase, so for a long list the difference is a hash per subject.
public struct SubjectIDSet: Sendable {
    /// The largest id kept as a bit: a million bits, 128 KB. A larger or negative id keeps a hash set.
    public static let bitLimit = 1 << 20

    private enum Storage: Sendable {
        /// Bit `id % 64` of word `id / 64` is set for each id.
        case bits([UInt64])
        case hashed(Set<Int>)
    }

    private let storage: Storage

    /// The set of `ids`.
    public init(_ ids: Set<Int>) {
        guard let largest = ids.max(), largest < Self.bitLimit, ids.allSatisfy({ $0 >= 0 }) else {
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
        for entry in entries {
            guard entry.subjectID >= 0, entry.subjectID < Self.bitLimit else {
                self.init(OpenSubjects.switchedOnIDs(entries))
                return
            }
            largest = max(largest, entry.subjectID)
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
