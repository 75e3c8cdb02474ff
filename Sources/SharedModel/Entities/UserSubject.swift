/// Whether the user has a subject switched on.
public enum UserSubjectStatus: Hashable, Sendable {
    case on
    case off
}

/// One entry of the user's subject settings (`GET /user/subjects`). The same subject may appear more
/// than once; the entry with the greatest ``updatedTime`` is the current one.
public struct UserSubject: Hashable, Sendable {
    public let subjectID: Int
    public let status: UserSubjectStatus
    /// Seconds since 1970, as the server sent them.
    public let updatedTime: Int

    public init(subjectID: Int, status: UserSubjectStatus, updatedTime: Int) {
        self.subjectID = subjectID
        self.status = status
        self.updatedTime = updatedTime
    }
}

/// The user's whole subject settings: their current phase and every status entry.
public struct UserSubjectSettings: Hashable, Sendable {
    public let currentPhase: Phase
    public let entries: [UserSubject]

    public init(currentPhase: Phase, entries: [UserSubject]) {
        self.currentPhase = currentPhase
        self.entries = entries
    }
}
