import Foundation
import SharedModel
import Testing

/// The discrete-style API managers, driven through the real subclasses against the fake backend on a
/// manual scheduler, with a delegate that records every callback.
@MainActor
struct APIManagerTests {
    let scheduler = ManualScheduler()
    let backend: FakeBackend
    let delegate = RecordingDelegate()

    init() {
        backend = FakeBackend(scheduler: scheduler)
    }

    private func subjectsManager() -> SubjectsAPIManager {
        let manager = SubjectsAPIManager(transport: backend)
        manager.delegate = delegate
        return manager
    }

    private func loginManager() -> LoginAPIManager {
        let manager = LoginAPIManager(transport: backend)
        manager.delegate = delegate
        return manager
    }

    // MARK: Success and the raw response

    @Test("Success: the manager keeps the raw body and fetch(with:) reforms it")
    func successKeepsRawResponse() throws {
        let body = json(#"{"list":[{"sid":"3","title":"English","p":["junior"]}]}"#)
        backend.inject(.body(body), on: .subjects)
        let manager = subjectsManager()
        #expect(manager.loadCatalogue())
        #expect(manager.state == .loading)
        #expect(manager.isLoading)
        #expect(delegate.callbacks.isEmpty)

        scheduler.runUntilIdle()
        #expect(delegate.callbacks == [.succeeded])
        #expect(delegate.senders == [ObjectIdentifier(manager)])
        #expect(manager.state == .succeeded)
        #expect(manager.rawResponse == body)
        #expect(try manager.fetch(with: CatalogueReformer()) == [Subject(id: 3, name: "English", phases: [.junior])])
    }

    @Test("The caller picks the reformer: the same answer reads as subjects or as cells")
    func callerPicksReformer() throws {
        let manager = subjectsManager()
        manager.loadCatalogue()
        scheduler.runUntilIdle()
        #expect(try manager.fetch(with: CatalogueReformer()) == SampleData.catalogue)
        #expect(try manager.fetch(with: SubjectCellsReformer(settings: SampleData.settings)).map(\.title) ==
                ["Math", "Chinese", "English", "Physics", "History"])
    }

    @Test("Before any call there is nothing to fetch")
    func fetchBeforeCall() {
        let manager = subjectsManager()
        #expect(manager.state == .idle)
        #expect(manager.rawResponse == nil)
        #expect(fetchError(manager, CatalogueReformer()) == .cancelled)
    }

    // MARK: Failures

    @Test("Statuses and transport failures map to APIError", arguments: [
        (Fault.status(401), APIError.unauthorized),
        (.status(500), .server(status: 500)),
        (.status(503), .server(status: 503)),
        (.status(404), .server(status: 404)),
        (.status(302), .server(status: 302)),
        (.status(199), .server(status: 199)),
        (.noConnection, .noConnection),
        (.timeout, .timedOut),
    ])
    func failures(fault: Fault, expected: APIError) {
        backend.inject(fault, on: .subjects)
        let manager = subjectsManager()
        manager.loadCatalogue()
        scheduler.runUntilIdle()
        #expect(delegate.callbacks == [.failed(expected)])
        #expect(manager.state == .failed(expected))
        #expect(fetchError(manager, CatalogueReformer()) == expected)
    }

    @Test("Any 2xx status is a success", arguments: [200, 201, 204, 299])
    func twoHundreds(status: Int) throws {
        // The fake backend answers injected statuses with a small JSON error body; 2xx must still succeed.
        backend.inject(.status(status), on: .subjects)
        let manager = subjectsManager()
        manager.loadCatalogue()
        scheduler.runUntilIdle()
        #expect(delegate.callbacks == [.succeeded])
        #expect(manager.rawResponse == json(#"{"error":"injected"}"#))
    }

    @Test("No answer lands before the latency has passed")
    func latency() {
        backend.latency = .milliseconds(300)
        let manager = subjectsManager()
        manager.loadCatalogue()
        scheduler.advance(by: .milliseconds(299))
        #expect(delegate.callbacks.isEmpty)
        #expect(manager.isLoading)
        scheduler.advance(by: .milliseconds(1))
        #expect(delegate.callbacks == [.succeeded])
    }

    @Test("A time-out lands only after the backend's time-out interval", arguments: [
        Duration.seconds(15), .seconds(2), .milliseconds(500),
    ])
    func timeOut(interval: Duration) {
        backend.timeoutInterval = interval
        backend.latency = .milliseconds(100)
        backend.inject(.timeout, on: .subjects)
        let manager = subjectsManager()
        manager.loadCatalogue()

        scheduler.advance(by: interval - .milliseconds(1))
        #expect(delegate.callbacks.isEmpty)
        #expect(manager.isLoading)
        #expect(backend.requests(to: .subjects).map(\.state) == [.inFlight])

        scheduler.advance(by: .milliseconds(2))
        #expect(delegate.callbacks == [.failed(.timedOut)])
        #expect(manager.state == .failed(.timedOut))
    }

    @Test("A malformed 200 is a success whose fetch throws .malformed naming the path")
    func malformedBody() throws {
        backend.inject(.body(json(#"{"subjects":[{"id":1,"name":"Math","phases":[]},{"id":"2","name":"Art","phases":[]}]}"#)),
                       on: .subjects)
        let manager = subjectsManager()
        manager.loadCatalogue()
        scheduler.runUntilIdle()
        #expect(delegate.callbacks == [.succeeded])
        let error = try #require(fetchError(manager, CatalogueReformer()))
        guard case .malformed(let reason) = error else {
            Issue.record("expected .malformed, got \(error)")
            return
        }
        #expect(reason.path == "$.subjects[1].id")
        #expect(reason.expected == "an integer")
    }

    @Test("The built-in malformed and unexpected bodies both fail to reform at $", arguments: [
        Fault.malformedJSON, .unexpectedJSON,
    ])
    func builtInBadBodies(fault: Fault) throws {
        backend.inject(fault, on: .subjects)
        let manager = subjectsManager()
        manager.loadCatalogue()
        scheduler.runUntilIdle()
        #expect(delegate.callbacks == [.succeeded])
        guard case .malformed(let reason) = fetchError(manager, CatalogueReformer()) else {
            Issue.record("expected .malformed")
            return
        }
        #expect(reason.path == "$")
    }

    // MARK: In-flight policy

    @Test("LoginAPIManager ignores a second call while one is in flight")
    func loginIgnoresSecondCall() throws {
        let manager = loginManager()
        #expect(manager.inFlightPolicy == .ignoreNewCall)
        #expect(manager.logIn(with: SampleData.goodCredentials))
        #expect(!manager.logIn(with: Credentials(username: "someone", password: "another1")))
        #expect(backend.requests.count == 1)
        #expect(backend.requests.first?.bodyFields["username"] == "student01")

        scheduler.runUntilIdle()
        #expect(delegate.callbacks == [.succeeded])
        #expect(try manager.fetch(with: SessionReformer()).username == "student01")
        #expect(backend.requests.map(\.state) == [.answered])
    }

    @Test("LoginAPIManager sends again once the first answer has landed")
    func loginAgainAfterAnswer() {
        let manager = loginManager()
        manager.logIn(with: Credentials(username: "student01", password: "wrong-pass"))
        scheduler.runUntilIdle()
        #expect(manager.logIn(with: SampleData.goodCredentials))
        scheduler.runUntilIdle()
        #expect(delegate.callbacks == [.failed(.unauthorized), .succeeded])
        #expect(backend.requests(to: .login).count == 2)
    }

    @Test("SubjectsAPIManager cancels the call in flight; only the second answer lands, once")
    func subjectsCancelsPrevious() throws {
        let first = [Subject(id: 1, name: "First", phases: [.junior])]
        let second = [Subject(id: 2, name: "Second", phases: [.junior])]
        let manager = subjectsManager()
        #expect(manager.inFlightPolicy == .cancelPreviousCall)
        backend.catalogue = first
        #expect(manager.loadCatalogue())
        scheduler.advance(by: .milliseconds(100))
        backend.catalogue = second
        #expect(manager.loadCatalogue())

        let recorded = backend.requests(to: .subjects)
        #expect(recorded.map(\.state) == [.cancelled, .inFlight])

        #expect(scheduler.runUntilIdle() == 1)
        #expect(delegate.callbacks == [.succeeded])
        #expect(try manager.fetch(with: CatalogueReformer()) == second)
        #expect(backend.requests(to: .subjects).map(\.state) == [.cancelled, .answered])
    }

    @Test("UserSubjectsAPIManager also replaces the call in flight")
    func userSubjectsCancelsPrevious() {
        let store = SessionStore(session: backend.issueSession(for: "student01"))
        let manager = UserSubjectsAPIManager(transport: backend, sessionStore: store)
        manager.delegate = delegate
        #expect(manager.inFlightPolicy == .cancelPreviousCall)
        manager.loadSettings()
        manager.loadSettings()
        scheduler.runUntilIdle()
        #expect(backend.requests.map(\.state) == [.cancelled, .answered])
        #expect(delegate.callbacks == [.succeeded])
    }

    // MARK: Parameter validation

    @Test("Login with invalid credentials sends nothing and reports .invalidParameters", arguments: [
        (Credentials(username: "", password: ""), "Username is required; Password is required"),
        (Credentials(username: "abc", password: "secret123"), "Username must be at least 6 characters"),
        (Credentials(username: "student01", password: String(repeating: "p", count: 25)),
         "Password must be at most 24 characters"),
    ])
    func loginValidation(credentials: Credentials, reason: String) {
        let manager = loginManager()
        #expect(!manager.logIn(with: credentials))
        #expect(backend.requests.isEmpty)
        #expect(delegate.callbacks == [.failed(.invalidParameters(reason: reason))])
        #expect(manager.state == .failed(.invalidParameters(reason: reason)))
        #expect(scheduler.pendingCount == 0)
    }

    @Test("Login sends POST /auth/login with the credentials exactly as typed")
    func loginRequest() throws {
        let manager = loginManager()
        let credentials = Credentials(username: " student01", password: "pa\"ss wörd ")
        backend.accounts[credentials.username] = credentials.password
        manager.logIn(with: credentials)
        let request = try #require(backend.requests.first)
        #expect(request.request.method == .post)
        #expect(request.request.path == "/auth/login")
        #expect(request.route == .login)
        #expect(request.bodyFields == ["username": " student01", "password": "pa\"ss wörd "])
        scheduler.runUntilIdle()
        #expect(delegate.callbacks == [.succeeded])
    }

    @Test("UserSubjectsAPIManager without a session sends nothing and reports .invalidParameters")
    func userSubjectsWithoutSession() {
        let manager = UserSubjectsAPIManager(transport: backend, sessionStore: SessionStore())
        manager.delegate = delegate
        #expect(!manager.loadSettings())
        #expect(backend.requests.isEmpty)
        #expect(delegate.callbacks == [.failed(.invalidParameters(reason: "no signed-in session"))])
    }

    @Test("UserSubjectsAPIManager with an empty token sends nothing")
    func userSubjectsWithEmptyToken() {
        let manager = UserSubjectsAPIManager(transport: backend, sessionStore: SessionStore(session: Session(token: "", username: "x")))
        manager.delegate = delegate
        #expect(!manager.loadSettings())
        #expect(backend.requests.isEmpty)
        #expect(delegate.callbacks.count == 1)
    }

    @Test("UserSubjectsAPIManager with a session sends a Bearer header and gets the settings")
    func userSubjectsWithSession() throws {
        let session = backend.issueSession(for: "student01")
        let manager = UserSubjectsAPIManager(transport: backend, sessionStore: SessionStore(session: session))
        manager.delegate = delegate
        #expect(manager.loadSettings())
        let request = try #require(backend.requests.first)
        #expect(request.request.method == .get)
        #expect(request.request.path == "/user/subjects")
        #expect(request.request.headers["Authorization"] == "Bearer \(session.token)")
        scheduler.runUntilIdle()
        #expect(delegate.callbacks == [.succeeded])
        #expect(try manager.fetch(with: UserSubjectSettingsReformer()) == SampleData.settings)
    }

    @Test("UserSubjectsAPIManager reads the session at call time")
    func userSubjectsReadsSessionAtCallTime() throws {
        let store = SessionStore()
        let manager = UserSubjectsAPIManager(transport: backend, sessionStore: store)
        manager.delegate = delegate
        store.store(backend.issueSession(for: "student01"))
        #expect(manager.loadSettings())
        scheduler.runUntilIdle()
        #expect(delegate.callbacks == [.succeeded])
    }

    @Test("A token the server never issued is refused with .unauthorized")
    func userSubjectsUnknownToken() {
        let manager = UserSubjectsAPIManager(transport: backend, sessionStore: SessionStore(session: Session(token: "forged", username: "x")))
        manager.delegate = delegate
        #expect(manager.loadSettings())
        scheduler.runUntilIdle()
        #expect(delegate.callbacks == [.failed(.unauthorized)])
    }

    // MARK: Release and cancel

    @Test("Releasing the manager while its request is in flight cancels the request")
    func releaseCancels() {
        weak var released: SubjectsAPIManager?
        do {
            let manager = subjectsManager()
            released = manager
            manager.loadCatalogue()
            #expect(backend.requests.map(\.state) == [.inFlight])
        }
        #expect(released == nil)
        #expect(backend.requests.map(\.state) == [.cancelled])
        #expect(scheduler.pendingCount == 0)
        #expect(scheduler.runUntilIdle() == 0)
        #expect(delegate.callbacks.isEmpty)
    }

    @Test("Releasing a login manager in flight cancels its request too")
    func releaseLoginCancels() {
        weak var released: LoginAPIManager?
        do {
            let manager = loginManager()
            released = manager
            manager.logIn(with: SampleData.goodCredentials)
        }
        #expect(released == nil)
        scheduler.runUntilIdle()
        #expect(backend.requests.map(\.state) == [.cancelled])
        #expect(delegate.callbacks.isEmpty)
    }

    @Test("Releasing a manager after its answer landed changes nothing recorded")
    func releaseAfterAnswer() {
        do {
            let manager = subjectsManager()
            manager.loadCatalogue()
            scheduler.runUntilIdle()
        }
        #expect(backend.requests.map(\.state) == [.answered])
        #expect(delegate.callbacks == [.succeeded])
    }

    @Test("cancel() sends no callback; fetch then throws .cancelled")
    func cancel() {
        let manager = subjectsManager()
        manager.loadCatalogue()
        manager.cancel()
        #expect(manager.state == .failed(.cancelled))
        #expect(backend.requests.map(\.state) == [.cancelled])
        #expect(scheduler.runUntilIdle() == 0)
        #expect(delegate.callbacks.isEmpty)
        #expect(fetchError(manager, CatalogueReformer()) == .cancelled)
    }

    @Test("cancel() when nothing is in flight changes nothing")
    func cancelWhenIdle() throws {
        let manager = subjectsManager()
        manager.loadCatalogue()
        scheduler.runUntilIdle()
        manager.cancel()
        #expect(manager.state == .succeeded)
        #expect(try manager.fetch(with: CatalogueReformer()) == SampleData.catalogue)
    }

    @Test("After cancel() a new call works")
    func callAfterCancel() {
        let manager = subjectsManager()
        manager.loadCatalogue()
        manager.cancel()
        manager.loadCatalogue()
        scheduler.runUntilIdle()
        #expect(delegate.callbacks == [.succeeded])
        #expect(backend.requests.map(\.state) == [.cancelled, .answered])
    }

    @Test("The delegate is held weakly and a manager without one still works")
    func weakDelegate() {
        let manager = SubjectsAPIManager(transport: backend)
        do {
            let temporary = RecordingDelegate()
            manager.delegate = temporary
        }
        #expect(manager.delegate == nil)
        manager.loadCatalogue()
        scheduler.runUntilIdle()
        #expect(manager.state == .succeeded)
    }

    // MARK: Body size

    @Test("A body just over the size limit is refused as malformed, through the failure callback")
    func bodyOverLimit() throws {
        let size = APIManager.maximumBodySize + 1
        backend.inject(.body(Data(count: size)), on: .subjects)
        let manager = subjectsManager()
        manager.loadCatalogue()
        scheduler.runUntilIdle()
        let reason = ReformError(path: "$", expected: "a body of at most \(APIManager.maximumBodySize) bytes",
                                 found: "\(size) bytes")
        #expect(delegate.callbacks == [.failed(.malformed(reason))])
        #expect(manager.rawResponse == nil)
        #expect(fetchError(manager, CatalogueReformer()) == .malformed(reason))
    }

    @Test("A body of exactly the size limit is handed to the reformer")
    func bodyAtLimit() throws {
        backend.inject(.body(Data(count: APIManager.maximumBodySize)), on: .subjects)
        let manager = subjectsManager()
        manager.loadCatalogue()
        scheduler.runUntilIdle()
        #expect(delegate.callbacks == [.succeeded])
        #expect(manager.rawResponse?.count == APIManager.maximumBodySize)
        // Zero bytes are not JSON: the reformer, not the size rule, refuses them.
        guard case .malformed(let reason) = fetchError(manager, CatalogueReformer()) else {
            Issue.record("expected .malformed")
            return
        }
        #expect(reason.expected == "valid JSON")
    }

    @Test("The size limit is 64 MiB")
    func sizeLimit() {
        #expect(APIManager.maximumBodySize == 64 * 1024 * 1024)
    }
}

/// The managers on the benchmark's immediate scheduler.
@MainActor
struct ImmediateAPIManagerTests {
    @Test("With an immediate scheduler the answer lands during the call")
    func immediate() throws {
        let backend = FakeBackend(scheduler: ImmediateScheduler())
        let delegate = RecordingDelegate()
        let manager = SubjectsAPIManager(transport: backend)
        manager.delegate = delegate
        #expect(manager.loadCatalogue())
        #expect(manager.state == .succeeded)
        #expect(delegate.callbacks == [.succeeded])
        #expect(backend.requests.map(\.state) == [.answered])
        #expect(try manager.fetch(with: CatalogueReformer()) == SampleData.catalogue)
    }

    @Test("A full sign-in and load on the immediate scheduler")
    func signInAndLoad() throws {
        let environment = AppEnvironment(scheduler: ImmediateScheduler())
        let delegate = RecordingDelegate()
        let login = LoginAPIManager(transport: environment.transport)
        login.delegate = delegate
        login.logIn(with: SampleData.goodCredentials)
        #expect(login.state == .succeeded)
        environment.sessionStore.store(try login.fetch(with: SessionReformer()))

        let settings = UserSubjectsAPIManager(transport: environment.transport, sessionStore: environment.sessionStore)
        settings.delegate = delegate
        settings.loadSettings()
        #expect(settings.state == .succeeded)
        #expect(try settings.fetch(with: UserSubjectSettingsReformer()) == SampleData.settings)
        #expect(delegate.callbacks == [.succeeded, .succeeded])
    }

    @Test("A call made from inside a callback lands after that callback returns, then succeeds")
    func callFromCallback() {
        let backend = FakeBackend(scheduler: ImmediateScheduler())
        let delegate = RecordingDelegate()
        let manager = SubjectsAPIManager(transport: backend)
        manager.delegate = delegate
        var again = true
        var stateAfterInnerCall: APIManager.State?
        delegate.onSuccess = { manager in
            guard again, let manager = manager as? SubjectsAPIManager else { return }
            again = false
            manager.loadCatalogue()
            stateAfterInnerCall = manager.state
        }
        manager.loadCatalogue()
        #expect(stateAfterInnerCall == .loading)
        #expect(delegate.callbacks == [.succeeded, .succeeded])
        #expect(manager.state == .succeeded)
        #expect(backend.requests.map(\.state) == [.answered, .answered])
    }

    @Test("signIn() stores a session the backend accepts")
    func environmentSignIn() {
        let environment = AppEnvironment(scheduler: ImmediateScheduler())
        environment.signIn()
        #expect(environment.sessionStore.session?.username == "student01")
        let delegate = RecordingDelegate()
        let manager = UserSubjectsAPIManager(transport: environment.transport, sessionStore: environment.sessionStore)
        manager.delegate = delegate
        manager.loadSettings()
        #expect(delegate.callbacks == [.succeeded])
    }
}

/// A transport that ignores cancellation and answers only when the test says, to show that a manager
/// itself drops answers it no longer wants, whatever its transport does.
@MainActor
private final class StubbornTransport: Transport {
    private(set) var pending: [(request: HTTPRequest, completion: @MainActor (Result<HTTPResponse, TransportError>) -> Void)] = []

    private final class IgnoredHandle: RequestHandle {
        func cancel() {}
    }

    func send(
        _ request: HTTPRequest,
        completion: @escaping @MainActor (Result<HTTPResponse, TransportError>) -> Void
    ) -> any RequestHandle {
        pending.append((request, completion))
        return IgnoredHandle()
    }

    func answer(_ index: Int, body: String) {
        pending[index].completion(.success(HTTPResponse(status: 200, body: Data(body.utf8))))
    }
}

@MainActor
struct StaleAnswerTests {
    private let transport = StubbornTransport()
    let delegate = RecordingDelegate()

    @Test("An answer to a replaced request is dropped even if the transport delivers it")
    func replacedAnswerDropped() throws {
        let manager = SubjectsAPIManager(transport: transport)
        manager.delegate = delegate
        manager.loadCatalogue()
        manager.loadCatalogue()
        transport.answer(0, body: #"{"subjects":[{"id":1,"name":"Stale","phases":[]}]}"#)
        #expect(delegate.callbacks.isEmpty)
        #expect(manager.isLoading)
        transport.answer(1, body: #"{"subjects":[{"id":2,"name":"Fresh","phases":[]}]}"#)
        #expect(delegate.callbacks == [.succeeded])
        #expect(try manager.fetch(with: CatalogueReformer()).map(\.name) == ["Fresh"])
    }

    @Test("An answer after cancel() is dropped even if the transport delivers it")
    func cancelledAnswerDropped() {
        let manager = SubjectsAPIManager(transport: transport)
        manager.delegate = delegate
        manager.loadCatalogue()
        manager.cancel()
        transport.answer(0, body: #"{"subjects":[]}"#)
        #expect(delegate.callbacks.isEmpty)
        #expect(manager.state == .failed(.cancelled))
    }

    @Test("An answer for a released manager reaches no one and does not crash")
    func releasedManagerAnswer() {
        weak var weakManager: SubjectsAPIManager?
        do {
            let manager = SubjectsAPIManager(transport: transport)
            manager.delegate = delegate
            weakManager = manager
            manager.loadCatalogue()
        }
        #expect(weakManager == nil)
        transport.answer(0, body: #"{"subjects":[]}"#)
        #expect(delegate.callbacks.isEmpty)
    }
}
