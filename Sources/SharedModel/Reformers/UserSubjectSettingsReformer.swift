import Foundation

/// Reads `GET /user/subjects`: `{"phase":"junior","subjects":[{"id":1,"status":"on","updatedTime":5}]}`.
/// A status other than `"on"` counts as off, so a status the app does not know never opens a subject.
public struct UserSubjectSettingsReformer: Reformer {
    private struct Wire: Decodable {
        struct Entry: Decodable { let id: WholeNumber; let status: String; let updatedTime: WholeNumber }
        let phase: String
        let subjects: [Entry]
    }

    public init() {}

    public func reform(_ raw: Data) throws(ReformError) -> UserSubjectSettings {
        let wire = try ReformError.decode(Wire.self, from: raw)
        return UserSubjectSettings(currentPhase: Phase(rawValue: wire.phase), entries: wire.subjects.map {
            UserSubject(subjectID: $0.id.value, status: $0.status == "on" ? .on : .off, updatedTime: $0.updatedTime.value)
        })
    }
}
