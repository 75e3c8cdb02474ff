/// The rule that decides which subjects the subject list shows.
///
/// A subject is open when its latest status entry (greatest `updatedTime`; on a tie, the later entry
/// in the payload) is `on` and it is offered in the user's current phase. Catalogue order is kept;
/// entries for ids the catalogue does not have are ignored.
public enum OpenSubjects {
    public static func select(from catalogue: [Subject], settings: UserSubjectSettings) -> [Subject] {
        let switchedOn = SubjectIDSet(switchedOnIn: settings.entries)
        return catalogue.filter { switchedOn.contains($0.id) && $0.phases.contains(settings.currentPhase) }
    }

    /// The ids whose latest entry is `on`.
    ///
    /// Most payloads give each id one entry; then no entry can be overtaken, and the answer is every
    /// id less those switched off, in one table. Only when an id repeats does it keep each id's latest
    /// entry in a second table to decide: for 100,000 subjects that table would be the largest
    /// thing a list landing allocates.
    public static func switchedOnIDs(_ entries: [UserSubject]) -> Set<Int> {
        var ids = Set<Int>(minimumCapacity: entries.count)
        for entry in entries where !ids.insert(entry.subjectID).inserted {
            return latestSwitchedOn(entries)
        }
        for entry in entries where entry.status == .off {
            ids.remove(entry.subjectID)
        }
        return ids
    }

    /// ``switchedOnIDs(_:)`` when ids repeat: each id's latest entry decides.
    private static func latestSwitchedOn(_ entries: [UserSubject]) -> Set<Int> {
        var latest: [Int: UserSubject] = [:]
        latest.reserveCapacity(entries.count)
        for entry in entries {
            if let known = latest[entry.subjectID], known.updatedTime > entry.updatedTime { continue }
            latest[entry.subjectID] = entry
        }
        return Set(latest.values.lazy.filter { $0.status == .on }.map(\.subjectID))
    }
}
