import Foundation
import SharedModel
import Testing

/// Reading `GET /subjects/<id>` strictly: every field with its type, failures named by JSON path.
struct SubjectDetailsReformerTests {
    @Test("A good answer gives the details; unknown fields are ignored")
    func good() throws {
        let details = try SubjectDetailsReformer().reform(json(
            #"{"id":4,"name":"Physics","extra":[1,{"a":null}],"description":"Forces.","chapters":10}"#))
        #expect(details == SubjectDetails(id: 4, name: "Physics", description: "Forces.", chapterCount: 10))
    }

    @Test("A missing, mistyped or negative field names its path", arguments: [
        (#"{"name":"P","description":"d","chapters":1}"#, "$.id", "a value"),
        (#"{"id":4,"description":"d","chapters":1}"#, "$.name", "a value"),
        (#"{"id":4,"name":"P","chapters":1}"#, "$.description", "a value"),
        (#"{"id":4,"name":"P","description":"d"}"#, "$.chapters", "a value"),
        (#"{"id":"4","name":"P","description":"d","chapters":1}"#, "$.id", "an integer"),
        (#"{"id":4,"name":null,"description":"d","chapters":1}"#, "$.name", "a string"),
        (#"{"id":4,"name":"P","description":7,"chapters":1}"#, "$.description", "a string"),
        (#"{"id":4,"name":"P","description":"d","chapters":"10"}"#, "$.chapters", "an integer"),
        (#"{"id":4,"name":"P","description":"d","chapters":1.5}"#, "$.chapters", "a whole number"),
        (#"{"id":4,"name":"P","description":"d","chapters":-1}"#, "$.chapters", "a count of at least 0"),
        (#"[]"#, "$", "an object"),
        (#"{"id":4,"name":"P","description":"d","chapters":1} x"#, "$", "valid JSON"),
        ("", "$", "valid JSON"),
    ])
    func refused(payload: String, path: String, expected: String) throws {
        let error = try #require(reformError(SubjectDetailsReformer(), json(payload)))
        #expect(error.path == path, "\(error)")
        #expect(error.expected == expected, "\(error)")
    }

    @MainActor
    @Test("The fake backend's details of every sample subject read back as SampleData says")
    func backendRoundTrip() throws {
        let (backend, scheduler) = makeBackend()
        for subject in SampleData.catalogue {
            let request = HTTPRequest(method: .get, path: Route.subjectDetailsPath(id: subject.id))
            let answer = try #require(exchange(request, with: backend, scheduler)).get()
            #expect(answer.status == 200)
            #expect(try SubjectDetailsReformer().reform(answer.body) == SampleData.details(of: subject))
        }
    }
}
