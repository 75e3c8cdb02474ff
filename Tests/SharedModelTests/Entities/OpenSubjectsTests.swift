import SharedModel
import Testing

/// The rule for which subjects the subject list shows.
struct OpenSubjectsTests {
    private static let math = Subject(id: 1, name: "Math", phases: [.primary, .junior, .senior])
    private static let physics = Subject(id: 4, name: "Physics", phases: [.junior, .senior])
    private static let science = Subject(id: 8, name: "Science", phases: [.primary])

    private func entry(_ id: Int, _ status: UserSubjectStatus, at time: Int) -> UserSubject {
        UserSubject(subjectID: id, status: status, updatedTime: time)
    }

    private func openIDs(_ catalogue: [Subject], _ phase: Phase, _ entries: [UserSubject]) -> [Int] {
        OpenSubjects.select(from: catalogue, settings: UserSubjectSettings(currentPhase: phase, entries: entries)).map(\.id)
    }

    @Test("Only subjects offered in the user's current phase are open", arguments: [
        (Phase.primary, [1, 8]),
        (.junior, [1, 4]),
        (.senior, [1, 4]),
        (Phase(rawValue: "college"), []),
    ])
    func phaseFilter(phase: Phase, expected: [Int]) {
        let catalogue = [Self.math, Self.physics, Self.science]
        let allOn = [entry(1, .on, at: 1), entry(4, .on, at: 1), entry(8, .on, at: 1)]
        #expect(openIDs(catalogue, phase, allOn) == expected)
    }

    @Test("The entry with the latest updatedTime wins, whatever the order", arguments: [
        ([(UserSubjectStatus.on, 1), (.off, 2)], false),
        ([(UserSubjectStatus.off, 2), (.on, 1)], false),
        ([(UserSubjectStatus.off, 1), (.on, 2)], true),
        ([(UserSubjectStatus.on, 2), (.off, 1)], true),
        ([(UserSubjectStatus.on, 3), (.off, 1), (.off, 2)], true),
        ([(UserSubjectStatus.off, 1), (.off, 3), (.on, 2)], false),
        ([(UserSubjectStatus.on, -5), (.off, -10)], true),
    ])
    func latestWins(history: [(UserSubjectStatus, Int)], open: Bool) {
        let entries = history.map { entry(1, $0.0, at: $0.1) }
        #expect(openIDs([Self.math], .junior, entries) == (open ? [1] : []))
    }

    @Test("On a tie of updatedTime, the later entry in the payload wins", arguments: [
        ([UserSubjectStatus.on, .off], false),
        ([UserSubjectStatus.off, .on], true),
        ([UserSubjectStatus.on, .off, .on], true),
        ([UserSubjectStatus.off, .on, .off], false),
    ])
    func tieGoesToLaterEntry(statuses: [UserSubjectStatus], open: Bool) {
        let entries = statuses.map { entry(1, $0, at: 7) }
        #expect(openIDs([Self.math], .junior, entries) == (open ? [1] : []))
    }

    @Test("A subject with no entry is closed")
    func noEntry() {
        #expect(openIDs([Self.math, Self.physics], .junior, [entry(4, .on, at: 1)]) == [4])
        #expect(openIDs([Self.math], .junior, []) == [])
    }

    @Test("Entries for ids the catalogue does not have are ignored")
    func unknownIDsIgnored() {
        let entries = [entry(99, .on, at: 1), entry(1, .on, at: 1), entry(-1, .on, at: 1)]
        #expect(openIDs([Self.math], .junior, entries) == [1])
        #expect(openIDs([], .junior, entries) == [])
    }

    @Test("Catalogue order is kept, not the order of the entries")
    func catalogueOrder() {
        let catalogue = [Self.physics, Self.science, Self.math]
        let entries = [entry(1, .on, at: 1), entry(8, .on, at: 1), entry(4, .on, at: 1)]
        #expect(openIDs(catalogue, .primary, entries) == [8, 1])
        #expect(openIDs(catalogue, .junior, entries) == [4, 1])
    }

    @Test("The sample data opens Math, Chinese, English, Physics and History")
    func sampleData() {
        let open = OpenSubjects.select(from: SampleData.catalogue, settings: SampleData.settings)
        #expect(open.map(\.name) == ["Math", "Chinese", "English", "Physics", "History"])
    }

    @Test("switchedOnIDs holds exactly the ids whose latest entry is on")
    func switchedOnIDs() {
        let ids = OpenSubjects.switchedOnIDs(SampleData.settings.entries)
        #expect(ids == [1, 2, 3, 4, 7, 8, 99])
    }

    @Test("switchedOnIDs agrees with each id's latest entry for every list of up to four entries over two ids")
    func switchedOnIDsAgreeWithTheRule() {
        // Every entry over two ids, both statuses and two times; every list of up to four of them.
        let choices = [1, 2].flatMap { id in
            [UserSubjectStatus.on, .off].flatMap { status in [0, 1].map { UserSubject(subjectID: id, status: status, updatedTime: $0) } }
        }
        var lists: [[UserSubject]] = [[]]
        var last: [[UserSubject]] = [[]]
        for _ in 1...4 {
            last = last.flatMap { list in choices.map { list + [$0] } }
            lists += last
        }
        #expect(lists.count == 1 + 8 + 64 + 512 + 4_096)
        for entries in lists {
            // The rule, written plainly: the greatest updatedTime wins; on a tie, the later entry.
            var latest: [Int: (time: Int, on: Bool)] = [:]
            for entry in entries where (latest[entry.subjectID]?.time ?? Int.min) <= entry.updatedTime {
                latest[entry.subjectID] = (entry.updatedTime, entry.status == .on)
            }
            #expect(OpenSubjects.switchedOnIDs(entries) == Set(latest.filter { $0.value.on }.keys), "\(entries)")
        }
    }
}
