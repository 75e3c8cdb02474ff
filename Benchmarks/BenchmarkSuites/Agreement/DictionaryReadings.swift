import Foundation
import SharedModel

/// A second reading of the settings and session answers, with Foundation's `JSONSerialization`
/// into `[String: Any]`, written from the same rules as `UserSubjectSettingsReformer` and
/// `SessionReformer` but sharing no code with them: what ``ReformerAgreement`` holds them to.
/// Nil means the reading refuses the bytes.
enum DictionaryReadings {
    /// `{"phase":"junior","subjects":[{"id":1,"status":"on","updatedTime":5}]}`: a status other than
    /// `"on"` is off; unknown fields are ignored.
    static func settings(from raw: Data) -> UserSubjectSettings? {
        guard let object = (try? JSONSerialization.jsonObject(with: raw)) as? [String: Any],
              let phase = object["phase"] as? String,
              let list = object["subjects"] as? [Any]
        else {
            return nil
        }
        var entries: [UserSubject] = []
        for element in list {
            guard let entry = element as? [String: Any],
                  let id = entry["id"] as? Int,
                  let status = entry["status"] as? String,
                  let updatedTime = entry["updatedTime"] as? Int
            else {
                return nil
            }
            entries.append(UserSubject(subjectID: id, status: status == "on" ? .on : .off, updatedTime: updatedTime))
        }
        return UserSubjectSettings(currentPhase: Phase(rawValue: phase), entries: entries)
    }

    /// `{"token":"…","username":"…"}` with a token that is not empty; unknown fields are ignored.
    static func session(from raw: Data) -> Session? {
        guard let object = (try? JSONSerialization.jsonObject(with: raw)) as? [String: Any],
              let token = object["token"] as? String,
              let username = object["username"] as? String,
              !token.isEmpty
        else {
            return nil
        }
        return Session(token: token, username: username)
    }
}
