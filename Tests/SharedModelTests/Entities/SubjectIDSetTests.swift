import SharedModel
import SharedTestSupport
import Testing

/// The id set the readers ask once per offered subject: the same answers as a hash set, by bits when
/// the ids allow.
@Suite("Subject id set")
struct SubjectIDSetTests {
    /// Every id near the ones given, and the far ends of `Int`, answered as `Set<Int>` answers.
    private func agrees(_ ids: Set<Int>) -> Bool {
        let set = SubjectIDSet(ids)
        var probes: Set<Int> = [Int.min, Int.min + 1, -1, 0, 1, 63, 64, 65, SubjectIDSet.bitLimit - 1,
                                SubjectIDSet.bitLimit, Int.max]
        for id in ids where id > Int.min && id < Int.max { probes.formUnion([id - 1, id, id + 1]) }
        return probes.allSatisfy { set.contains($0) == ids.contains($0) }
    }

    @Test("Small non-negative ids are kept as bits and answer as a hash set does",
          arguments: [Set<Int>(), [0], [1, 2, 3], [63, 64, 127, 128], [SubjectIDSet.bitLimit - 1], Set(0..<1000)])
    func bits(ids: Set<Int>) {
        #expect(SubjectIDSet(ids).isBitmap == !ids.isEmpty)
        #expect(agrees(ids))
    }

    @Test("A negative or large id keeps a hash set, with the same answers",
          arguments: [[-1, 5], [SubjectIDSet.bitLimit], [3, Int.max - 1], [Int.min + 2, 0]] as [Set<Int>])
    func hashed(ids: Set<Int>) {
        #expect(!SubjectIDSet(ids).isBitmap)
        #expect(agrees(ids))
    }

    @Test("Ids beyond the first million are bits too when there are enough of them: at most 64 bits per id")
    func denseLargeIDs() {
        // 20,000 ids: 1,280,000 bits may be kept, so an id past the first million still fits.
        let dense = Set(0..<20_000).union([SubjectIDSet.bitLimit + 5])
        #expect(SubjectIDSet.bitLimit(forCount: dense.count) == 64 * 20_001)
        #expect(SubjectIDSet(dense).isBitmap)
        #expect(agrees(dense))
        // The same far id with only a few others would take more bits than a hash set takes words.
        let sparse: Set<Int> = [0, 1, 2, SubjectIDSet.bitLimit + 5]
        #expect(!SubjectIDSet(sparse).isBitmap)
        #expect(agrees(sparse))
        // No count makes the bound overflow.
        #expect(SubjectIDSet.bitLimit(forCount: Int.max / 2) == Int.max)

        let entries = (0..<20_001).map { index in
            UserSubject(subjectID: index == 20_000 ? SubjectIDSet.bitLimit + 5 : index,
                        status: index.isMultiple(of: 3) ? .off : .on, updatedTime: 1)
        }
        let fromEntries = SubjectIDSet(switchedOnIn: entries)
        #expect(fromEntries.isBitmap)
        let expected = OpenSubjects.switchedOnIDs(entries)
        let probes = Set(entries.map(\.subjectID)).union([-1, 20_000, SubjectIDSet.bitLimit + 4, SubjectIDSet.bitLimit + 6])
        #expect(probes.allSatisfy { fromEntries.contains($0) == expected.contains($0) })
    }

    @Test("Two hundred pseudo-random id sets, the same on every run, answer every probe as a hash set does")
    func generated() {
        // A seeded sequence: a failure names its set and replays.
        var random = SplitMix64(seed: 0x9E37_79B9_7F4A_7C15)
        for _ in 0..<200 {
            let ids = Set((0..<random.below(41)).map { _ in random.below(2_006) - 5 })
            #expect(agrees(ids), "\(ids.sorted())")
        }
    }

    @Test("Built from entries, it holds exactly the ids whose latest entry is on, repeats and odd ids included")
    func fromEntries() {
        var random = SplitMix64(seed: 0x2545_F491_4F6C_DD1D)
        let oddIDs = [-3, SubjectIDSet.bitLimit, Int.max]
        for round in 0..<300 {
            let entries = (0..<random.below(12)).map { _ in
                UserSubject(subjectID: round % 3 == 0 && random.below(4) == 0 ? oddIDs[random.below(3)] : random.below(140),
                            status: random.below(2) == 0 ? .on : .off, updatedTime: random.below(3))
            }
            let expected = OpenSubjects.switchedOnIDs(entries)
            let set = SubjectIDSet(switchedOnIn: entries)
            let probes = Set(entries.map(\.subjectID) + [0, 1, 139, 140, -1])
            #expect(probes.allSatisfy { set.contains($0) == expected.contains($0) }, "\(entries)")
        }
        #expect(SubjectIDSet(switchedOnIn: SampleData.settings.entries).isBitmap)
    }
}
