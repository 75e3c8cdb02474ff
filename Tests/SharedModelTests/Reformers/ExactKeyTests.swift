import Foundation
import SharedModel
import Testing

/// Keys are compared exactly. A key that begins or ends like a known one (`nameX`, `ids`, `phase`
/// beside `phases`, `token_type` beside `token`, one of the same length that differs in a byte) is
/// an unknown key, skipped like any other: for every key of every payload the app reads, whether the
/// look-alike comes after the real key, before it, or instead of it, scanning wide and scalar alike.
struct ExactKeyTests {
    /// A JSON value written by hand, so a test can rewrite one object's keys and print it again.
    indirect enum Value: Sendable {
        case object([(key: String, value: Value)])
        case array([Value])
        /// Raw JSON text: a number, a quoted string, `true`.
        case literal(String)

        var json: String {
            switch self {
            case .object(let members):
                "{" + members.map { "\"\($0.key)\":\($0.value.json)" }.joined(separator: ",") + "}"
            case .array(let elements):
                "[" + elements.map(\.json).joined(separator: ",") + "]"
            case .literal(let text):
                text
            }
        }
    }

    /// Where an object sits in a value: the array indices and object keys leading to it.
    enum Step: Hashable {
        case index(Int)
        case key(String)
    }

    /// The payloads the app reads, each with the reformers that read it.
    enum Payload: String, CaseIterable, Sendable {
        case catalogueV1 = "catalogue v1"
        case catalogueV2 = "catalogue v2"
        case catalogueLegacy = "catalogue legacy"
        case userSubjectSettings = "user subject settings"
        case session
        case subjectDetails = "subject details"

        static let settings = Value.object([
            ("phase", .literal(#""junior""#)),
            ("subjects", .array([.object([("id", .literal("1")), ("status", .literal(#""on""#)),
                                          ("updatedTime", .literal("5"))])])),
        ])

        var value: Value {
            switch self {
            case .catalogueV1:
                .object([("subjects", .array([.object([
                    ("id", .literal("1")), ("name", .literal(#""Math""#)), ("phases", .array([.literal(#""junior""#)])),
                ])]))])
            case .catalogueV2:
                .object([("data", .object([("items", .array([.object([
                    ("subject_id", .literal("1")), ("subject_name", .literal(#""Math""#)),
                    ("phase_list", .literal(#""junior""#)),
                ])]))]))])
            case .catalogueLegacy:
                .object([("list", .array([.object([
                    ("sid", .literal(#""1""#)), ("title", .literal(#""Math""#)), ("p", .array([.literal(#""junior""#)])),
                ])]))])
            case .userSubjectSettings:
                Self.settings
            case .session:
                .object([("token", .literal(#""token-7""#)), ("username", .literal(#""student01""#))])
            case .subjectDetails:
                .object([
                    ("id", .literal("3")), ("name", .literal(#""English""#)),
                    ("description", .literal(#""Grammar""#)), ("chapters", .literal("12")),
                ])
            }
        }

        /// A reader that gives the payload's result, or its error, as one hashable value: a catalogue's
        /// through both the two-step reformer and the one-step one.
        func reader() throws -> (Data) -> AnyHashable {
            switch self {
            case .catalogueV1, .catalogueV2, .catalogueLegacy:
                let junior = try UserSubjectSettingsReformer().reform(Data(Self.settings.json.utf8))
                let twoStep = reading(CatalogueReformer())
                let oneStep = reading(SubjectCellsReformer(settings: junior))
                return { data in [twoStep(data), oneStep(data)] }
            case .userSubjectSettings:
                return reading(UserSubjectSettingsReformer())
            case .session:
                return reading(SessionReformer())
            case .subjectDetails:
                return reading(SubjectDetailsReformer())
            }
        }
    }

    /// What `reformer` makes of the bytes; an error without its byte offset, which a look-alike key's
    /// length moves.
    static func reading<R: Reformer>(_ reformer: R) -> (Data) -> AnyHashable where R.Output: Hashable {
        { data in
            do throws(ReformError) {
                return AnyHashable(try reformer.reform(data))
            } catch {
                return AnyHashable(ReformError(path: error.path, expected: error.expected, found: error.found))
            }
        }
    }

    /// Keys that begin or end like `key`, or match it but in one byte, and are none of `known`.
    static func lookAlikes(of key: String, known: Set<String>) -> [String] {
        let head = String(key.dropLast())
        let tail = String(key.dropFirst())
        let capitalised = key.prefix(1).uppercased() + tail
        let longer: [String] = [key + "X", key + "s", key + "_type", "X" + key, "_" + key]
        let shorterOrChanged: [String] = [head, tail, head + "?", "?" + tail, capitalised]
        let candidates = longer + shorterOrChanged
        var seen: Set<String> = []
        return candidates.filter { !known.contains($0) && seen.insert($0).inserted }
    }

    /// Every object in `value` with the steps to it.
    static func objects(in value: Value, at path: [Step] = []) -> [(path: [Step], members: [(key: String, value: Value)])] {
        switch value {
        case .object(let members):
            [(path, members)] + members.flatMap { objects(in: $0.value, at: path + [.key($0.key)]) }
        case .array(let elements):
            elements.enumerated().flatMap { objects(in: $0.element, at: path + [.index($0.offset)]) }
        case .literal:
            []
        }
    }

    /// `value` with the object at `path` given new members by `rewrite`.
    static func rewriting(_ value: Value, at path: [Step],
                          _ rewrite: ([(key: String, value: Value)]) -> [(key: String, value: Value)]) -> Value {
        guard let step = path.first else {
            guard case .object(let members) = value else { return value }
            return .object(rewrite(members))
        }
        switch (value, step) {
        case (.object(let members), .key(let key)):
            return .object(members.map { $0.key == key ? ($0.key, rewriting($0.value, at: Array(path.dropFirst()), rewrite)) : $0 })
        case (.array(let elements), .index(let index)):
            return .array(elements.enumerated().map {
                $0.offset == index ? rewriting($0.element, at: Array(path.dropFirst()), rewrite) : $0.element
            })
        default:
            return value
        }
    }

    @Test("The look-alikes of a key: longer, shorter, or one byte off; none a key of its object")
    func lookAlikesOfAKey() {
        #expect(Self.lookAlikes(of: "id", known: ["id", "name"])
            == ["idX", "ids", "id_type", "Xid", "_id", "i", "d", "i?", "?d", "Id"])
        #expect(!Self.lookAlikes(of: "phases", known: ["id", "phases", "phase"]).contains("phase"))
    }

    @Test("A look-alike beside a known key changes nothing; one instead of it reads as the key missing",
          arguments: Payload.allCases, [JSONReader.Scanning.wide, .scalar])
    func lookAlikeKeysAreUnknownKeys(payload: Payload, scanning: JSONReader.Scanning) throws {
        try JSONReader.$scanning.withValue(scanning) {
            try checkLookAlikes(payload)
        }
    }

    private func checkLookAlikes(_ payload: Payload) throws {
        let (value, read, name) = (payload.value, try payload.reader(), payload.rawValue)
        for object in Self.objects(in: value) {
            let known = Set(object.members.map(\.key))
            for member in object.members {
                let alikes = Self.lookAlikes(of: member.key, known: known).map { (key: $0, value: Value.literal("true")) }
                let after = Self.rewriting(value, at: object.path) { members in
                    members.flatMap { $0.key == member.key ? [$0] + alikes : [$0] }
                }
                let before = Self.rewriting(value, at: object.path) { members in
                    members.flatMap { $0.key == member.key ? alikes + [$0] : [$0] }
                }
                let missing = Self.rewriting(value, at: object.path) { $0.filter { $0.key != member.key } }
                let instead = Self.rewriting(value, at: object.path) { members in
                    members.flatMap { $0.key == member.key ? alikes : [$0] }
                }
                let reference = read(Data(value.json.utf8))
                // The key is read: without it the payload reads otherwise, so a look-alike taken for it would show.
                #expect(read(Data(missing.json.utf8)) != reference, "\(name): \(member.key)")
                #expect(read(Data(after.json.utf8)) == reference, "\(name): \(after.json)")
                #expect(read(Data(before.json.utf8)) == reference, "\(name): \(before.json)")
                #expect(read(Data(instead.json.utf8)) == read(Data(missing.json.utf8)), "\(name): \(instead.json)")
            }
        }
    }
}
