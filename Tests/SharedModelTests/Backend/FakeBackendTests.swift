import Foundation
import SharedModel
import Testing

/// The server in a box: routes, accounts, faults, latency and the request log.
@MainActor
struct FakeBackendTests {
    let scheduler = ManualScheduler()
    let backend: FakeBackend

    init() {
        backend = FakeBackend(scheduler: scheduler)
    }

    private func answer(_ request: HTTPRequest) throws -> HTTPResponse {
        try #require(exchange(request, with: backend, scheduler)).get()
    }

    private func logIn(_ body: Data?) throws -> HTTPResponse {
        try answer(HTTPRequest(method: .post, path: "/auth/login", body: body))
    }

    private func getSubjects() throws -> HTTPResponse {
        try answer(HTTPRequest(method: .get, path: "/subjects"))
    }

    // MARK: Routes

    @Test("Each route is a method and a path", arguments: [
        (Route.login, HTTPMethod.post, "/auth/login"),
        (.subjects, .get, "/subjects"),
        (.userSubjects, .get, "/user/subjects"),
        (.switchOff, .post, "/user/subjects"),
    ])
    func routes(route: Route, method: HTTPMethod, path: String) {
        #expect(route.method == method)
        #expect(route.path == path)
        #expect(Route(HTTPRequest(method: method, path: path)) == route)
        #expect(method.rawValue == (method == .get ? "GET" : "POST"))
    }

    @Test("An unknown path, or a known path with the wrong method, is a 404", arguments: [
        HTTPRequest(method: .get, path: "/nowhere"),
        HTTPRequest(method: .post, path: "/subjects"),
        HTTPRequest(method: .get, path: "/auth/login"),
        HTTPRequest(method: .get, path: "/subjects/"),
        HTTPRequest(method: .get, path: "/subjects/-1"),
        HTTPRequest(method: .get, path: "/subjects/4x"),
        HTTPRequest(method: .post, path: "/subjects/4"),
        HTTPRequest(method: .get, path: "/Subjects"),
        HTTPRequest(method: .get, path: ""),
    ])
    func notFound(request: HTTPRequest) throws {
        #expect(Route(request) == nil)
        let response = try answer(request)
        #expect(response.status == 404)
        #expect(jsonObject(response.body)?["error"] as? String == "not_found")
        #expect(backend.requests.count == 1)
        #expect(backend.requests.first?.route == nil)
        #expect(backend.requests.first?.state == .answered)
    }

    @Test("GET /subjects answers 200 with the catalogue")
    func subjects() throws {
        let response = try getSubjects()
        #expect(response.status == 200)
        #expect(try CatalogueReformer().reform(response.body) == SampleData.catalogue)
    }

    @Test("A change to the catalogue or its shape shows in the next answer")
    func catalogueChanges() throws {
        _ = try getSubjects()
        backend.catalogue = [Subject(id: 5, name: "Art", phases: [.senior])]
        #expect(try CatalogueReformer().reform(getSubjects().body) == backend.catalogue)
        backend.catalogueShape = .legacy
        #expect(jsonObject(try getSubjects().body)?.keys.sorted() == ["list"])
    }

    @Test("A change to the settings shows in the next answer")
    func settingsChange() throws {
        let session = backend.issueSession(for: "student01")
        let request = HTTPRequest(method: .get, path: "/user/subjects", headers: ["Authorization": "Bearer \(session.token)"])
        _ = try answer(request)
        let settings = UserSubjectSettings(currentPhase: .senior, entries: [UserSubject(subjectID: 3, status: .off, updatedTime: 9)])
        backend.settings = settings
        #expect(try UserSubjectSettingsReformer().reform(answer(request).body) == settings)
    }

    // MARK: Accounts

    @Test("The good account signs in with a token and its username")
    func goodCredentials() throws {
        let response = try logIn(json(#"{"username":"student01","password":"secret123"}"#))
        #expect(response.status == 200)
        let object = try #require(jsonObject(response.body))
        #expect(object["username"] as? String == "student01")
        let token = try #require(object["token"] as? String)
        #expect(!token.isEmpty)
    }

    @Test("Each sign-in gets a new token")
    func newTokens() throws {
        let body = json(#"{"username":"student01","password":"secret123"}"#)
        let first = try SessionReformer().reform(logIn(body).body)
        let second = try SessionReformer().reform(logIn(body).body)
        #expect(first.token != second.token)
        #expect(backend.issueSession(for: "student01").token != second.token)
    }

    @Test("Wrong credentials are a 401 invalid_credentials", arguments: [
        #"{"username":"student01","password":"secret124"}"#,
        #"{"username":"student01","password":"SECRET123"}"#,
        #"{"username":"student01","password":"secret123 "}"#,
        #"{"username":"Student01","password":"secret123"}"#,
        #"{"username":"nobody99","password":"secret123"}"#,
        #"{"username":"student01","password":""}"#,
    ])
    func badCredentials(body: String) throws {
        let response = try logIn(json(body))
        #expect(response.status == 401)
        #expect(jsonObject(response.body)?["error"] as? String == "invalid_credentials")
    }

    @Test("An account added by a test can sign in")
    func addedAccount() throws {
        backend.accounts["teacher"] = "pass word"
        #expect(try logIn(json(#"{"username":"teacher","password":"pass word"}"#)).status == 200)
        backend.accounts["student01"] = nil
        #expect(try logIn(json(#"{"username":"student01","password":"secret123"}"#)).status == 401)
    }

    @Test("A malformed login body is a 400 bad_request", arguments: [
        nil,
        "",
        "username=student01&password=secret123",
        #"["student01","secret123"]"#,
        #"{"username":"student01"}"#,
        #"{"password":"secret123"}"#,
        #"{"username":1,"password":"secret123"}"#,
        #"{"username":"student01","password":null}"#,
    ])
    func malformedLogin(body: String?) throws {
        let response = try logIn(body.map(json))
        #expect(response.status == 400)
        #expect(jsonObject(response.body)?["error"] as? String == "bad_request")
    }

    @Test("GET /user/subjects needs a Bearer token the server issued", arguments: [
        [String: String](),
        ["Authorization": "token-1"],
        ["Authorization": "Bearer "],
        ["Authorization": "Bearer token-999"],
        ["Authorization": "bearer token-1"],
        ["authorization": "Bearer token-1"],
    ])
    func userSubjectsUnauthorized(headers: [String: String]) throws {
        _ = backend.issueSession(for: "student01") // token-1 exists, but none of these present it properly
        let response = try answer(HTTPRequest(method: .get, path: "/user/subjects", headers: headers))
        #expect(response.status == 401)
        #expect(jsonObject(response.body)?["error"] as? String == "unauthorized")
    }

    @Test("A token from a real sign-in opens GET /user/subjects")
    func tokenFromSignIn() throws {
        let session = try SessionReformer().reform(logIn(json(#"{"username":"student01","password":"secret123"}"#)).body)
        let response = try answer(HTTPRequest(method: .get, path: "/user/subjects",
                                              headers: ["Authorization": "Bearer \(session.token)"]))
        #expect(response.status == 200)
        #expect(try UserSubjectSettingsReformer().reform(response.body) == SampleData.settings)
    }

    // MARK: Faults

    @Test("Each kind of fault is what comes back", arguments: [
        (Fault.noConnection, Result<HTTPResponse, TransportError>.failure(.noConnection)),
        (.timeout, .failure(.timedOut)),
        (.status(503), .success(HTTPResponse(status: 503, body: Data(#"{"error":"injected"}"#.utf8)))),
        (.body(Data("abc".utf8)), .success(HTTPResponse(status: 200, body: Data("abc".utf8)))),
    ])
    func faultKinds(fault: Fault, expected: Result<HTTPResponse, TransportError>) {
        backend.inject(fault, on: .subjects)
        #expect(exchange(HTTPRequest(method: .get, path: "/subjects"), with: backend, scheduler) == expected)
    }

    @Test("A fault injected once fails the next request only")
    func faultOnce() throws {
        backend.inject(.status(500), on: .subjects, once: true)
        #expect(try getSubjects().status == 500)
        #expect(try getSubjects().status == 200)
    }

    @Test("A fault not marked once stays until cleared")
    func faultUntilCleared() throws {
        backend.inject(.status(500), on: .subjects)
        #expect(try getSubjects().status == 500)
        #expect(try getSubjects().status == 500)
        #expect(try getSubjects().status == 500)
        backend.clearFaults(on: .subjects)
        #expect(try getSubjects().status == 200)
    }

    @Test("A fault applies to its route only")
    func faultPerRoute() throws {
        backend.inject(.status(500), on: .login)
        #expect(try getSubjects().status == 200)
        #expect(try logIn(json(#"{"username":"student01","password":"secret123"}"#)).status == 500)
    }

    @Test("A fault replaces the route's previous fault")
    func faultReplaces() throws {
        backend.inject(.status(500), on: .subjects)
        backend.inject(.status(502), on: .subjects, once: true)
        #expect(try getSubjects().status == 502)
        #expect(try getSubjects().status == 200)
    }

    @Test("A fault is taken when the request arrives, not when its answer lands")
    func faultTakenOnArrival() {
        let box = Box<Result<HTTPResponse, TransportError>>()
        backend.inject(.noConnection, on: .subjects)
        _ = backend.send(HTTPRequest(method: .get, path: "/subjects")) { box.values.append($0) }
        backend.clearFaults()
        scheduler.runUntilIdle()
        #expect(box.values == [.failure(.noConnection)])
    }

    @Test("clearFaults(on:) clears one route; clearFaults() clears every route")
    func clearFaults() throws {
        backend.inject(.status(500), on: .subjects)
        backend.inject(.status(500), on: .login)
        let session = backend.issueSession(for: "student01")
        let settings = HTTPRequest(method: .get, path: "/user/subjects", headers: ["Authorization": "Bearer \(session.token)"])
        backend.inject(.status(500), on: .userSubjects)

        backend.clearFaults(on: .login)
        #expect(try logIn(json(#"{"username":"student01","password":"secret123"}"#)).status == 200)
        #expect(try getSubjects().status == 500)
        #expect(try answer(settings).status == 500)

        backend.clearFaults()
        #expect(try getSubjects().status == 200)
        #expect(try answer(settings).status == 200)
    }

    // MARK: Latency

    @Test("Answers land after the backend's latency")
    func latency() {
        backend.latency = .milliseconds(250)
        let box = Box<Result<HTTPResponse, TransportError>>()
        _ = backend.send(HTTPRequest(method: .get, path: "/subjects")) { box.values.append($0) }
        scheduler.advance(by: .milliseconds(249))
        #expect(box.values.isEmpty)
        #expect(backend.requests.map(\.state) == [.inFlight])
        scheduler.advance(by: .milliseconds(1))
        #expect(box.values.count == 1)
        #expect(backend.requests.map(\.state) == [.answered])
    }

    @Test("A per-route latency overrides the general one for that route only")
    func routeLatency() {
        backend.latency = .milliseconds(300)
        backend.routeLatency[.userSubjects] = .milliseconds(50)
        backend.routeLatency[.subjects] = .seconds(2)
        let session = backend.issueSession(for: "student01")
        let order = Box<String>()
        _ = backend.send(HTTPRequest(method: .get, path: "/subjects")) { _ in order.values.append("subjects") }
        _ = backend.send(HTTPRequest(method: .post, path: "/auth/login", body: json("{}"))) { _ in order.values.append("login") }
        _ = backend.send(HTTPRequest(method: .get, path: "/user/subjects", headers: ["Authorization": "Bearer \(session.token)"])) { _ in
            order.values.append("userSubjects")
        }
        _ = backend.send(HTTPRequest(method: .get, path: "/elsewhere")) { _ in order.values.append("404") }

        scheduler.advance(by: .milliseconds(50))
        #expect(order.values == ["userSubjects"])
        scheduler.advance(by: .milliseconds(250))
        #expect(order.values == ["userSubjects", "login", "404"])
        scheduler.advance(by: .milliseconds(1_699))
        #expect(order.values == ["userSubjects", "login", "404"])
        scheduler.advance(by: .milliseconds(1))
        #expect(order.values == ["userSubjects", "login", "404", "subjects"])
    }

    @Test("A time-out waits for the time-out interval, not the route's latency")
    func timeoutIgnoresLatency() {
        backend.routeLatency[.subjects] = .milliseconds(10)
        backend.timeoutInterval = .seconds(3)
        backend.inject(.timeout, on: .subjects)
        let box = Box<Result<HTTPResponse, TransportError>>()
        _ = backend.send(HTTPRequest(method: .get, path: "/subjects")) { box.values.append($0) }
        scheduler.advance(by: .milliseconds(2_999))
        #expect(box.values.isEmpty)
        scheduler.advance(by: .milliseconds(1))
        #expect(box.values == [.failure(.timedOut)])
    }

    // MARK: The request log

    @Test("Every request is recorded in order with its method, path, headers, body fields and route")
    func requestLog() throws {
        let box = Box<Result<HTTPResponse, TransportError>>()
        _ = backend.send(HTTPRequest(method: .post, path: "/auth/login", headers: ["Content-Type": "application/json"],
                                     body: json(#"{"username":"student01","password":"secret123","remember":true}"#))) {
            box.values.append($0)
        }
        _ = backend.send(HTTPRequest(method: .get, path: "/subjects")) { box.values.append($0) }
        _ = backend.send(HTTPRequest(method: .get, path: "/missing")) { box.values.append($0) }

        #expect(backend.requests.map(\.request.method) == [.post, .get, .get])
        #expect(backend.requests.map(\.request.path) == ["/auth/login", "/subjects", "/missing"])
        #expect(backend.requests.map(\.route) == [.login, .subjects, nil])
        #expect(backend.requests.map(\.state) == [.inFlight, .inFlight, .inFlight])
        // Only the top-level string fields: `remember` is a boolean.
        #expect(backend.requests[0].bodyFields == ["username": "student01", "password": "secret123"])
        #expect(backend.requests[0].request.headers == ["Content-Type": "application/json"])
        #expect(backend.requests[1].bodyFields == [:])
        #expect(backend.requests(to: .subjects).map(\.request.path) == ["/subjects"])
        #expect(backend.requests(to: .userSubjects).isEmpty)

        scheduler.runUntilIdle()
        #expect(backend.requests.map(\.state) == [.answered, .answered, .answered])
        #expect(box.values.count == 3)
    }

    @Test("bodyFields is empty for a body that is not a JSON object", arguments: ["not json", "[1,2]", #""text""#])
    func bodyFieldsOfOddBodies(body: String) {
        _ = backend.send(HTTPRequest(method: .post, path: "/auth/login", body: json(body))) { _ in }
        #expect(backend.requests.first?.bodyFields == [:])
    }

    @Test("Cancelling a request marks it cancelled and its answer never lands")
    func cancelRequest() {
        let box = Box<Result<HTTPResponse, TransportError>>()
        let handle = backend.send(HTTPRequest(method: .get, path: "/subjects")) { box.values.append($0) }
        handle.cancel()
        #expect(backend.requests.map(\.state) == [.cancelled])
        #expect(scheduler.runUntilIdle() == 0)
        #expect(box.values.isEmpty)
        #expect(backend.requests.map(\.state) == [.cancelled])
    }

    @Test("Cancelling after the answer landed changes nothing")
    func cancelAfterAnswer() {
        let box = Box<Result<HTTPResponse, TransportError>>()
        let handle = backend.send(HTTPRequest(method: .get, path: "/subjects")) { box.values.append($0) }
        scheduler.runUntilIdle()
        handle.cancel()
        handle.cancel()
        #expect(backend.requests.map(\.state) == [.answered])
        #expect(box.values.count == 1)
    }

    @Test("clearRecordedRequests forgets what was received")
    func clearRecordedRequests() throws {
        _ = try getSubjects()
        backend.clearRecordedRequests()
        #expect(backend.requests.isEmpty)
        _ = try getSubjects()
        #expect(backend.requests.count == 1)
    }

    @Test("Clearing the log while a request is in flight neither crashes nor mislabels later requests")
    func clearWhileInFlight() {
        let box = Box<String>()
        let first = backend.send(HTTPRequest(method: .get, path: "/subjects")) { _ in box.values.append("first") }
        backend.clearRecordedRequests()
        _ = backend.send(HTTPRequest(method: .get, path: "/missing")) { _ in box.values.append("second") }
        first.cancel()
        #expect(backend.requests.map(\.state) == [.inFlight])
        scheduler.runUntilIdle()
        #expect(box.values == ["second"])
        #expect(backend.requests.map(\.request.path) == ["/missing"])
        #expect(backend.requests.map(\.state) == [.answered])
    }

    @Test("An answer to a request sent before the log was cleared lands without touching the log")
    func answerAfterClear() {
        let box = Box<String>()
        _ = backend.send(HTTPRequest(method: .get, path: "/subjects")) { _ in box.values.append("first") }
        backend.clearRecordedRequests()
        scheduler.runUntilIdle()
        #expect(box.values == ["first"])
        #expect(backend.requests.isEmpty)
    }

    // MARK: Catalogue shapes on the wire

    @Test("v1 is {\"subjects\":[{\"id\",\"name\",\"phases\"}]}")
    func v1Shape() throws {
        backend.catalogue = [Subject(id: 1, name: "Math", phases: [.junior, .senior])]
        backend.catalogueShape = .v1
        let object = try #require(jsonObject(getSubjects().body))
        #expect(object.keys.sorted() == ["subjects"])
        let items = try #require(object["subjects"] as? [[String: Any]])
        #expect(items.count == 1)
        #expect(items[0].keys.sorted() == ["id", "name", "phases"])
        #expect(items[0]["id"] as? Int == 1)
        #expect(items[0]["name"] as? String == "Math")
        #expect(items[0]["phases"] as? [String] == ["junior", "senior"])
    }

    @Test("v2 is {\"data\":{\"items\":[{\"subject_id\",\"subject_name\",\"phase_list\"}]}} with comma-separated phases")
    func v2Shape() throws {
        backend.catalogue = [Subject(id: 1, name: "Math", phases: [.junior, .senior])]
        backend.catalogueShape = .v2
        let object = try #require(jsonObject(getSubjects().body))
        #expect(object.keys.sorted() == ["data"])
        let data = try #require(object["data"] as? [String: Any])
        #expect(data.keys.sorted() == ["items"])
        let items = try #require(data["items"] as? [[String: Any]])
        #expect(items.count == 1)
        #expect(items[0].keys.sorted() == ["phase_list", "subject_id", "subject_name"])
        #expect(items[0]["subject_id"] as? Int == 1)
        #expect(items[0]["subject_name"] as? String == "Math")
        #expect(items[0]["phase_list"] as? String == "junior,senior")
    }

    @Test("legacy is {\"list\":[{\"sid\",\"title\",\"p\"}]} with the id as a string")
    func legacyShape() throws {
        backend.catalogue = [Subject(id: 1, name: "Math", phases: [.junior, .senior])]
        backend.catalogueShape = .legacy
        let object = try #require(jsonObject(getSubjects().body))
        #expect(object.keys.sorted() == ["list"])
        let items = try #require(object["list"] as? [[String: Any]])
        #expect(items.count == 1)
        #expect(items[0].keys.sorted() == ["p", "sid", "title"])
        #expect(items[0]["sid"] as? String == "1")
        #expect(items[0]["title"] as? String == "Math")
        #expect(items[0]["p"] as? [String] == ["junior", "senior"])
    }

    @Test("The spec's one-subject examples are what the backend writes", arguments: catalogueSpecExamples)
    func specExamples(shape: CatalogueShape, payload: String) throws {
        backend.catalogue = [Subject(id: 1, name: "Math", phases: [.junior])]
        backend.catalogueShape = shape
        let written = try #require(jsonObject(getSubjects().body))
        let example = try #require(jsonObject(json(payload)))
        #expect(NSDictionary(dictionary: written).isEqual(to: example))
    }

    @Test("The user's settings are {\"phase\",\"subjects\":[{\"id\",\"status\",\"updatedTime\"}]}")
    func settingsShape() throws {
        backend.settings = UserSubjectSettings(currentPhase: .junior, entries: [
            UserSubject(subjectID: 4, status: .on, updatedTime: 12),
            UserSubject(subjectID: 5, status: .off, updatedTime: 13),
        ])
        let session = backend.issueSession(for: "student01")
        let body = try answer(HTTPRequest(method: .get, path: "/user/subjects",
                                          headers: ["Authorization": "Bearer \(session.token)"])).body
        let object = try #require(jsonObject(body))
        #expect(object.keys.sorted() == ["phase", "subjects"])
        #expect(object["phase"] as? String == "junior")
        let entries = try #require(object["subjects"] as? [[String: Any]])
        #expect(entries.map { $0.keys.sorted() } == [["id", "status", "updatedTime"], ["id", "status", "updatedTime"]])
        #expect(entries.map { $0["status"] as? String } == ["on", "off"])
        #expect(entries.map { $0["updatedTime"] as? Int } == [12, 13])
    }
}
