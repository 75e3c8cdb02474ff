import Foundation
import SharedModel
import Testing

/// Reading `GET /user/subjects` into the user's phase and status entries.
struct UserSubjectSettingsReformerTests {
    @Test("Phase, ids, statuses and times are read in payload order, duplicates kept")
    func readsEntries() throws {
        let payload = json(#"""
            {"phase":"senior","subjects":[
              {"id":1,"status":"on","updatedTime":5},
              {"id":2,"status":"off","updatedTime":6},
              {"id":1,"status":"off","updatedTime":4}
            ]}
            """#)
        let settings = try UserSubjectSettingsReformer().reform(payload)
        #expect(settings == UserSubjectSettings(currentPhase: .senior, entries: [
            UserSubject(subjectID: 1, status: .on, updatedTime: 5),
            UserSubject(subjectID: 2, status: .off, updatedTime: 6),
            UserSubject(subjectID: 1, status: .off, updatedTime: 4),
        ]))
    }

    @Test("Only the exact status \"on\" counts as on; anything else counts as off", arguments: [
        ("on", UserSubjectStatus.on),
        ("off", .off),
        ("paused", .off),
        ("ON", .off),
        ("On", .off),
        (" on", .off),
        ("", .off),
    ])
    func statuses(status: String, expected: UserSubjectStatus) throws {
        let payload = json(#"{"phase":"junior","subjects":[{"id":1,"status":"\#(status)","updatedTime":1}]}"#)
        let settings = try UserSubjectSettingsReformer().reform(payload)
        #expect(settings.entries.map(\.status) == [expected])
    }

    @Test("The entries are sized once, not grown by doubling; room reserved for objects that are not entries is trimmed")
    func entriesAreSizedOnce() throws {
        let entries = (1...1_000).map { #"{"id":\#($0),"status":"on","updatedTime":1700000000}"# }
        let payload = json(#"{"phase":"junior","subjects":["# + entries.joined(separator: ",") + "]}")
        let settings = try UserSubjectSettingsReformer().reform(payload)
        // Grown by doubling, 1,000 entries would sit in room for 1,024 or more.
        #expect(settings.entries.count == 1_000)
        #expect(settings.entries.capacity < 1_010, "capacity \(settings.entries.capacity)")
        // The braces after the list count towards its bound too.
        let others = Array(repeating: "{}", count: 1_000).joined(separator: ",")
        let one = try UserSubjectSettingsReformer().reform(json(
            #"{"phase":"junior","subjects":[{"id":1,"status":"on","updatedTime":1}],"other":["# + others + "]}"
        ))
        #expect(one.entries.count == 1)
        #expect(one.entries.capacity <= 2, "capacity \(one.entries.capacity)")
    }

    @Test("A phase the app does not know is kept")
    func unknownPhase() throws {
        let settings = try UserSubjectSettingsReformer().reform(json(#"{"phase":"college","subjects":[]}"#))
        #expect(settings.currentPhase == Phase(rawValue: "college"))
        #expect(settings.entries.isEmpty)
    }

    @Test("Unknown fields are ignored")
    func unknownFields() throws {
        let payload = json(#"{"v":2,"phase":"junior","subjects":[{"id":1,"status":"on","updatedTime":1,"note":"x"}]}"#)
        let settings = try UserSubjectSettingsReformer().reform(payload)
        #expect(settings.entries == [UserSubject(subjectID: 1, status: .on, updatedTime: 1)])
    }

    @MainActor
    @Test("The fake backend's sample settings read back as they were")
    func sampleRoundTrip() throws {
        let (backend, scheduler) = makeBackend()
        let session = backend.issueSession(for: "student01")
        let request = HTTPRequest(method: .get, path: "/user/subjects", headers: ["Authorization": "Bearer \(session.token)"])
        let answer = try #require(exchange(request, with: backend, scheduler))
        #expect(try UserSubjectSettingsReformer().reform(answer.get().body) == SampleData.settings)
    }

    @Test("Wrong types and missing fields name the path and the expectation", arguments: [
        (#"{"phase":"junior","subjects":[{"id":"1","status":"on","updatedTime":1}]}"#, "$.subjects[0].id", "an integer"),
        (#"{"phase":"junior","subjects":[{"id":1,"status":"on","updatedTime":1},{"id":2,"status":true,"updatedTime":1}]}"#,
         "$.subjects[1].status", "a string"),
        (#"{"phase":"junior","subjects":[{"id":1,"status":"on","updatedTime":"yesterday"}]}"#,
         "$.subjects[0].updatedTime", "an integer"),
        (#"{"phase":"junior","subjects":[{"id":1,"status":null,"updatedTime":1}]}"#, "$.subjects[0].status", "a string"),
        (#"{"phase":"junior","subjects":{"id":1}}"#, "$.subjects", "an array"),
        (#"{"phase":7,"subjects":[]}"#, "$.phase", "a string"),
        (#"{"subjects":[]}"#, "$.phase", "a value"),
        (#"{"phase":"junior"}"#, "$.subjects", "a value"),
        (#"{"phase":"junior","subjects":[{"status":"on","updatedTime":1}]}"#, "$.subjects[0].id", "a value"),
        (#"[]"#, "$", "an object"),
        ("not json", "$", "valid JSON"),
        ("", "$", "valid JSON"),
    ])
    func wrongTypes(payload: String, path: String, expected: String) throws {
        let error = try #require(reformError(UserSubjectSettingsReformer(), json(payload)))
        #expect(error.path == path)
        #expect(error.expected == expected)
    }

    @Test("A fractional or out-of-range number is refused at its path, never rounded", arguments: [
        (#"{"phase":"junior","subjects":[{"id":1,"status":"on","updatedTime":1.5}]}"#, "$.subjects[0].updatedTime", "1.5"),
        (#"{"phase":"junior","subjects":[{"id":1,"status":"on","updatedTime":1e30}]}"#, "$.subjects[0].updatedTime", "1e+30"),
        (#"{"phase":"junior","subjects":[{"id":1,"status":"on","updatedTime":2},{"id":1.5,"status":"on","updatedTime":1}]}"#,
         "$.subjects[1].id", "1.5"),
    ])
    func nonIntegerNumbers(payload: String, path: String, found: String) throws {
        let error = try #require(reformError(UserSubjectSettingsReformer(), json(payload)))
        #expect(error.path == path)
        #expect(error.expected == "a whole number")
        #expect(error.found == found)
    }
}
