import Foundation
@testable import SharedModel
import SharedTestSupport
import Testing

/// The fake server writes its large answers straight into bytes; they must be exactly the bytes
/// `JSONSerialization` writes with sorted keys, which it wrote before, for any name a subject or a
/// phase can have: the payload sizes the benchmark reports and every reformer's input rest on it.
/// The bytes pinned are swift-corelibs-foundation's, the Foundation the results come from; Apple's
/// Foundation may escape some characters otherwise.
@Suite("The fake server's JSON writer",
       .enabled(if: CorelibsFoundation.isPresent, "pinned to swift-corelibs-foundation's JSONSerialization"))
struct JSONBytesWriterTests {
    /// Every ASCII character, controls included, and some that are not ASCII.
    static let awkwardNames: [String] = {
        var everyASCII = ""
        for value in 0..<0x80 {
            everyASCII.unicodeScalars.append(Unicode.Scalar(UInt8(value)))
        }
        return [everyASCII, "é😀\u{2028}\u{FEFF}", "a/b\\c\"d", "", "Subject 100000", "\u{7F}\u{80}"]
    }()

    static let subjects: [Subject] = awkwardNames.enumerated().map { index, name in
        Subject(id: index * 7 - 3, name: name, phases: [Phase(rawValue: name), .junior, Phase(rawValue: "a, b")])
    } + SampleData.catalogue(count: 5)

    private static func serialized(_ object: Any) throws -> Data {
        try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    }

    @Test("A catalogue in each shape: the bytes JSONSerialization writes", arguments: CatalogueShape.allCases)
    func catalogue(shape: CatalogueShape) throws {
        let subjects = Self.subjects
        let object: [String: Any]
        switch shape {
        case .v1:
            object = ["subjects": subjects.map {
                ["id": $0.id, "name": $0.name, "phases": $0.phases.map(\.rawValue)] as [String: Any]
            }]
        case .v2:
            object = ["data": ["items": subjects.map {
                ["subject_id": $0.id, "subject_name": $0.name,
                 "phase_list": $0.phases.map(\.rawValue).joined(separator: ",")] as [String: Any]
            }]]
        case .legacy:
            object = ["list": subjects.map {
                ["sid": String($0.id), "title": $0.name, "p": $0.phases.map(\.rawValue)] as [String: Any]
            }]
        }
        #expect(CataloguePayload.encode(subjects, as: shape) == (try Self.serialized(object)))
        #expect(CataloguePayload.encode([], as: shape) == (try Self.serialized(object.mapValues { value -> Any in
            (value as? [String: Any]).map { $0.mapValues { _ in [Any]() } } ?? [Any]()
        })))
    }

    @Test("The settings answer: the bytes JSONSerialization writes")
    func settings() async throws {
        let entries = [UserSubject(subjectID: -1, status: .off, updatedTime: Int.min),
                       UserSubject(subjectID: 2, status: .on, updatedTime: Int.max)]
        let settings = UserSubjectSettings(currentPhase: Phase(rawValue: Self.awkwardNames[0]), entries: entries)
        let object: [String: Any] = ["phase": settings.currentPhase.rawValue, "subjects": entries.map {
            ["id": $0.subjectID, "status": $0.status == .on ? "on" : "off", "updatedTime": $0.updatedTime] as [String: Any]
        }]
        let body = await MainActor.run { () -> Data? in
            let environment = AppEnvironment(scheduler: ImmediateScheduler())
            environment.signIn()
            environment.backend.settings = settings
            let manager = UserSubjectsAPIManager(transport: environment.transport, sessionStore: environment.sessionStore)
            _ = manager.loadSettings()
            return manager.rawResponse
        }
        #expect(body == (try Self.serialized(object)))
    }
}
