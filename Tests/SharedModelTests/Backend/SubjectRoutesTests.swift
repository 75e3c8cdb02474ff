import Foundation
import SharedModel
import Testing

/// The two routes of the subject screen (spec §7.1): one subject's details, and switching a subject
/// off, which changes the user's settings when its answer lands.
@MainActor
struct SubjectRoutesTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment

    init() {
        environment = AppEnvironment(scheduler: scheduler)
    }

    private var backend: FakeBackend { environment.backend }

    private func switchOffRequest(_ body: String, token: String?) -> HTTPRequest {
        HTTPRequest(method: .post, path: "/user/subjects",
                    headers: token.map { ["Authorization": "Bearer \($0)"] } ?? [:], body: json(body))
    }

    private func openIDs() -> [Int] {
        OpenSubjects.select(from: backend.catalogue, settings: backend.settings).map(\.id)
    }

    @Test("GET /subjects/<id> is the details route, for any id in decimal digits", arguments: [
        ("/subjects/4", 4), ("/subjects/0", 0), ("/subjects/123456", 123_456),
    ])
    func detailsRoute(path: String, id: Int) {
        #expect(Route(HTTPRequest(method: .get, path: path)) == .subjectDetails)
        #expect(Route.subjectID(inDetailsPath: path) == id)
        #expect(Route.subjectDetailsPath(id: id) == path)
    }

    @Test("Details of a subject the catalogue does not have are a 404")
    func detailsNotFound() throws {
        let answer = try #require(exchange(HTTPRequest(method: .get, path: "/subjects/99"), with: backend, scheduler)).get()
        #expect(answer.status == 404)
        #expect(backend.requests.first?.route == .subjectDetails)
    }

    @Test("The details follow the catalogue the backend serves")
    func detailsFollowCatalogue() throws {
        backend.catalogue = SampleData.catalogue(count: 30)
        let answer = try #require(exchange(HTTPRequest(method: .get, path: "/subjects/27"), with: backend, scheduler)).get()
        let details = try SubjectDetailsReformer().reform(answer.body)
        #expect(details == SubjectDetails(id: 27, name: "Subject 27",
                                          description: "Everything Subject 27 covers, one chapter at a time.",
                                          chapterCount: 6 + 27 % 11))
    }

    @Test("A switch-off lands as 200 and adds an off entry later than every other")
    func switchOffLands() throws {
        environment.signIn()
        let token = try #require(environment.sessionStore.session?.token)
        #expect(openIDs() == [1, 2, 3, 4, 7])
        let answer = try #require(exchange(switchOffRequest(#"{"id":4,"status":"off"}"#, token: token),
                                           with: backend, scheduler)).get()
        #expect(answer.status == 200)
        #expect(backend.settings.entries.last == UserSubject(subjectID: 4, status: .off, updatedTime: 301))
        #expect(openIDs() == [1, 2, 3, 7])
    }

    @Test("A switch-off cancelled before it lands changes nothing")
    func switchOffCancelled() throws {
        environment.signIn()
        let token = try #require(environment.sessionStore.session?.token)
        let handle = backend.send(switchOffRequest(#"{"id":4,"status":"off"}"#, token: token)) { _ in
            Issue.record("a cancelled answer landed")
        }
        handle.cancel()
        scheduler.runUntilIdle()
        #expect(backend.settings == SampleData.settings)
        #expect(backend.requests.map(\.state) == [.cancelled])
    }

    @Test("A switch-off without a session is a 401, and with a bad body a 400; neither changes anything",
          arguments: [
              (#"{"id":4,"status":"off"}"#, false, 401),
              (#"{"id":"4","status":"off"}"#, true, 400),
              (#"{"id":4,"status":"on"}"#, true, 400),
              (#"{"id":4}"#, true, 400),
              ("not json", true, 400),
          ])
    func switchOffRefused(body: String, signedIn: Bool, status: Int) throws {
        if signedIn { environment.signIn() }
        let token = environment.sessionStore.session?.token ?? "forged"
        let answer = try #require(exchange(switchOffRequest(body, token: token), with: backend, scheduler)).get()
        #expect(answer.status == status)
        #expect(backend.settings == SampleData.settings)
    }

    @Test("An injected answer to a switch-off changes nothing on the server")
    func switchOffInjected() throws {
        environment.signIn()
        let token = try #require(environment.sessionStore.session?.token)
        backend.inject(.body(json("{}")), on: .switchOff, once: true)
        let answer = try #require(exchange(switchOffRequest(#"{"id":4,"status":"off"}"#, token: token),
                                           with: backend, scheduler)).get()
        #expect(answer.status == 200)
        #expect(backend.settings == SampleData.settings)
    }

    @Test("SubjectDetailsAPIManager loads a subject's details, and a new call replaces the one in flight")
    func detailsManager() throws {
        let manager = SubjectDetailsAPIManager(transport: environment.transport)
        let delegate = RecordingDelegate()
        manager.delegate = delegate
        #expect(manager.loadDetails(subjectID: 1))
        #expect(manager.loadDetails(subjectID: 4))
        scheduler.runUntilIdle()
        #expect(delegate.callbacks == [.succeeded])
        #expect(backend.requests.map(\.state) == [.cancelled, .answered])
        #expect(try manager.fetch(with: SubjectDetailsReformer()).name == "Physics")
    }

    @Test("SwitchOffAPIManager sends the id with the session, once while in flight")
    func switchOffManager() throws {
        environment.signIn()
        let manager = SwitchOffAPIManager(transport: environment.transport, sessionStore: environment.sessionStore)
        let delegate = RecordingDelegate()
        manager.delegate = delegate
        #expect(manager.switchOff(subjectID: 4))
        #expect(manager.switchOff(subjectID: 4) == false)
        let sent = try #require(backend.requests.first)
        #expect(sent.route == .switchOff)
        #expect(sent.request.headers["Authorization"] == "Bearer \(environment.sessionStore.session?.token ?? "")")
        let body = try #require(sent.request.body)
        let fields = try #require(jsonObject(body))
        #expect(fields["id"] as? Int == 4 && fields["status"] as? String == "off")
        scheduler.runUntilIdle()
        #expect(delegate.callbacks == [.succeeded])
        #expect(backend.requests.count == 1)
    }

    @Test("SwitchOffAPIManager without a session sends nothing and reports .invalidParameters")
    func switchOffManagerWithoutSession() {
        let manager = SwitchOffAPIManager(transport: environment.transport, sessionStore: environment.sessionStore)
        let delegate = RecordingDelegate()
        manager.delegate = delegate
        #expect(manager.switchOff(subjectID: 4) == false)
        #expect(delegate.callbacks == [.failed(.invalidParameters(reason: "no signed-in session"))])
        #expect(backend.requests.isEmpty)
    }

    @Test("Releasing a SwitchOffAPIManager cancels its request")
    func switchOffManagerReleased() {
        environment.signIn()
        do {
            let manager = SwitchOffAPIManager(transport: environment.transport, sessionStore: environment.sessionStore)
            manager.switchOff(subjectID: 4)
        }
        scheduler.runUntilIdle()
        #expect(backend.requests.map(\.state) == [.cancelled])
        #expect(backend.settings == SampleData.settings)
    }
}
