import Foundation
import SharedModel
import Testing

/// Reading a successful login, `{"token":"…","username":"…"}`, into a session.
struct SessionReformerTests {
    @Test("A good answer gives the token and the username")
    func good() throws {
        let session = try SessionReformer().reform(json(#"{"token":"token-7","username":"student01","extra":1}"#))
        #expect(session == Session(token: "token-7", username: "student01"))
    }

    @Test("An empty token is refused at $.token")
    func emptyToken() throws {
        let error = try #require(reformError(SessionReformer(), json(#"{"token":"","username":"student01"}"#)))
        #expect(error == ReformError(path: "$.token", expected: "a non-empty string", found: "an empty string"))
    }

    @Test("A missing or mistyped field names its path", arguments: [
        (#"{"username":"student01"}"#, "$.token", "a value"),
        (#"{"token":"t"}"#, "$.username", "a value"),
        (#"{"token":null,"username":"student01"}"#, "$.token", "a string"),
        (#"{"token":12,"username":"student01"}"#, "$.token", "a string"),
        (#"{"error":"invalid_credentials"}"#, "$.token", "a value"),
        ("", "$", "valid JSON"),
    ])
    func missingOrMistyped(payload: String, path: String, expected: String) throws {
        let error = try #require(reformError(SessionReformer(), json(payload)))
        #expect(error.path == path)
        #expect(error.expected == expected)
    }

    @MainActor
    @Test("The fake backend's login answer reads as a session it accepts")
    func backendRoundTrip() throws {
        let (backend, scheduler) = makeBackend()
        let login = HTTPRequest(method: .post, path: "/auth/login",
                                body: json(#"{"username":"student01","password":"secret123"}"#))
        let answer = try #require(exchange(login, with: backend, scheduler))
        let session = try SessionReformer().reform(answer.get().body)
        #expect(session.username == "student01")
        let settings = HTTPRequest(method: .get, path: "/user/subjects", headers: ["Authorization": "Bearer \(session.token)"])
        #expect(try exchange(settings, with: backend, scheduler)?.get().status == 200)
    }
}
