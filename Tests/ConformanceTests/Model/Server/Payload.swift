// Teaches: the bodies a walk's server can answer with, by name, so that an event list reads like
// a sentence ("GET /user/subjects answers 200 oneOn"). What each body means is not decided here: the
// model reads it with the model layer's own reformers, exactly as the spec's §3.1 describes.
import Foundation
import SharedModel

/// A 200 body the fake server can be told to answer with.
enum Payload: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    // `GET /subjects`: ten subjects (see `subjects`), in each of the three shapes, and an empty one.
    case catalogue10
    case catalogue10v2
    case catalogue10legacy
    case catalogueEmpty
    // `GET /user/subjects`, in the junior phase but for `seniorTwoOn`.
    /// Every subject of `catalogue10` switched on: 9 open (Art is primary only), 10 items with More.
    case allOn
    /// Only English switched on: one open subject, the list shorter than a screen.
    case oneOn
    /// No entries at all: no open subject, the empty state.
    case noneOn
    /// The §3.2 edge cases at once: the latest entry wins whichever comes first, a tie goes to the
    /// later entry, an unknown status is off, an id outside the catalogue is ignored, a subject not
    /// offered in the user's phase is not open. Open: Chemistry and Biology.
    case latestWins
    /// The senior phase, with Math, Chinese and History switched on: two open (Chinese is offered in
    /// junior only), and All Subjects shows the senior subjects, those two marked (§7.5).
    case seniorTwoOn
    // `GET /subjects/<id>` (§7.1): read as they are, whichever subject was asked for.
    /// The spec's own example: Physics, 10 chapters.
    case details4
    /// One chapter (the singular), and a field the reader does not know, which it ignores.
    case detailsOneChapter
    /// `chapters` as a string: not details.
    case detailsWrongType
    /// `chapters` below 0: not details.
    case detailsNegativeChapters
    // `POST /auth/login`
    /// A token of the wrong type: not a session.
    case tokenWrongType
    /// An empty token: not a session.
    case emptyToken
    // Bodies no route can read.
    case notJSON
    case unexpectedJSON
    case catalogueWrongType
    case legacyBadID
    case settingsWrongType

    var description: String { rawValue }

    var data: Data { Data(json.utf8) }

    /// The ten subjects of the catalogue payloads, in catalogue order.
    static let subjects: [(id: Int, name: String, phases: [String])] = [
        (1, "Math", ["junior", "senior"]),
        (2, "Chinese", ["junior"]),
        (3, "English", ["primary", "junior"]),
        (4, "Physics", ["junior", "senior"]),
        (5, "Chemistry", ["junior"]),
        (6, "Biology", ["junior"]),
        (7, "History", ["junior", "senior"]),
        (8, "Geography", ["junior"]),
        (9, "Art", ["primary"]),
        (10, "Music", ["junior"]),
    ]

    var json: String {
        switch self {
        case .catalogue10:
            let items = Self.subjects.map {
                "{\"id\":\($0.id),\"name\":\(Self.quoted($0.name)),\"phases\":\(Self.list($0.phases.map(Self.quoted)))}"
            }
            return "{\"subjects\":\(Self.list(items))}"
        case .catalogue10v2:
            let items = Self.subjects.map {
                "{\"subject_id\":\($0.id),\"subject_name\":\(Self.quoted($0.name)),"
                    + "\"phase_list\":\(Self.quoted($0.phases.joined(separator: " , ") + ","))}"
            }
            return "{\"data\":{\"items\":\(Self.list(items))}}"
        case .catalogue10legacy:
            let items = Self.subjects.map {
                "{\"sid\":\(Self.quoted(String($0.id))),\"title\":\(Self.quoted($0.name)),\"p\":\(Self.list($0.phases.map(Self.quoted)))}"
            }
            return "{\"list\":\(Self.list(items))}"
        case .catalogueEmpty:
            return #"{"subjects":[]}"#
        case .allOn:
            return Self.settingsJSON(Self.subjects.map { ($0.id, "on", 1) })
        case .oneOn:
            return Self.settingsJSON([(3, "on", 1)])
        case .noneOn:
            return Self.settingsJSON([])
        case .latestWins:
            return Self.settingsJSON([
                (1, "on", 1), (1, "off", 2),      // Math: switched off later
                (2, "off", 5), (2, "on", 3),      // Chinese: the latest (first) entry is off
                (4, "on", 7), (4, "off", 7),      // Physics: a tie, the later entry (off) wins
                (5, "off", 7), (5, "on", 7),      // Chemistry: a tie, the later entry (on) wins
                (6, "on", 1),                     // Biology: on
                (7, "paused", 1),                 // History: a status other than "on" is off
                (9, "on", 1),                     // Art: not offered in junior
                (42, "on", 1),                    // not in the catalogue
            ])
        case .seniorTwoOn:
            return Self.settingsJSON([(1, "on", 1), (2, "on", 1), (7, "on", 1)], phase: "senior")
        case .details4:
            return #"{"id":4,"name":"Physics","description":"Forces, energy and waves.","chapters":10}"#
        case .detailsOneChapter:
            return #"{"id":1,"name":"Math","description":"Numbers first.","chapters":1,"level":"junior"}"#
        case .detailsWrongType:
            return #"{"id":4,"name":"Physics","description":"Forces, energy and waves.","chapters":"10"}"#
        case .detailsNegativeChapters:
            return #"{"id":4,"name":"Physics","description":"Forces, energy and waves.","chapters":-1}"#
        case .tokenWrongType:
            return #"{"token": 42, "username": "student01"}"#
        case .emptyToken:
            return #"{"token": "", "username": "student01"}"#
        case .notJSON:
            return #"{"subjects": [ {"id": 1,"#
        case .unexpectedJSON:
            return #"{"hello": "world"}"#
        case .catalogueWrongType:
            return #"{"subjects":[{"id":"one","name":"Math","phases":[]}]}"#
        case .legacyBadID:
            return #"{"list":[{"sid":"x1","title":"Math","p":[]}]}"#
        case .settingsWrongType:
            return #"{"phase":"junior","subjects":[{"id":1,"status":true}]}"#
        }
    }

    private static func quoted(_ text: String) -> String { "\"" + text + "\"" }
    private static func list(_ items: [String]) -> String { "[" + items.joined(separator: ",") + "]" }

    private static func settingsJSON(_ entries: [(id: Int, status: String, time: Int)], phase: String = "junior") -> String {
        let items = entries.map { "{\"id\":\($0.id),\"status\":\(quoted($0.status)),\"updatedTime\":\($0.time)}" }
        return "{\"phase\":\(quoted(phase)),\"subjects\":\(list(items))}"
    }
}

// The model layer's reading of each payload, made once: the reformers are the spec's §3.1 and §7.1 and
// the session layer's `SessionReformer`, so the model does not restate how JSON is read.
extension Payload {
    /// The catalogue this body holds, or nil when `CatalogueReformer` refuses it.
    var catalogue: [Subject]? { Self.catalogues[self] }
    /// The user's settings this body holds, or nil when `UserSubjectSettingsReformer` refuses it.
    var settings: UserSubjectSettings? { Self.settingsByPayload[self] }
    /// The session this body holds, or nil when `SessionReformer` refuses it.
    var session: Session? { Self.sessions[self] }
    /// The subject details this body holds, or nil when `SubjectDetailsReformer` refuses it.
    var details: SubjectDetails? { Self.detailsByPayload[self] }

    private static let catalogues: [Payload: [Subject]] = table { try? CatalogueReformer().reform($0.data) }
    private static let settingsByPayload: [Payload: UserSubjectSettings] =
        table { try? UserSubjectSettingsReformer().reform($0.data) }
    private static let sessions: [Payload: Session] = table { try? SessionReformer().reform($0.data) }
    private static let detailsByPayload: [Payload: SubjectDetails] =
        table { try? SubjectDetailsReformer().reform($0.data) }

    private static func table<Value>(_ read: (Payload) -> Value?) -> [Payload: Value] {
        var result: [Payload: Value] = [:]
        for payload in allCases {
            if let value = read(payload) { result[payload] = value }
        }
        return result
    }
}
