import Foundation

/// A server in a box: accounts, a subject catalogue with each subject's details, the user's subject
/// settings (which a switch-off changes), latency and injectable faults, with every request it
/// receives recorded.
///
/// It speaks JSON bytes over ``Transport`` exactly as a real server would, so the API managers and
/// reformers above it do real work. Answers land through the ``Scheduler``: after ``latency``, or
/// after ``timeoutInterval`` for a time-out.
@MainActor
public final class FakeBackend: Transport {
    public let scheduler: any Scheduler

    /// Username to password.
    public var accounts: [String: String] = [
        SampleData.goodCredentials.username: SampleData.goodCredentials.password,
    ]
    public var catalogue: [Subject] = SampleData.catalogue { didSet { catalogueBody = nil } }
    public var catalogueShape: CatalogueShape = .v1 { didSet { catalogueBody = nil } }
    public var settings: UserSubjectSettings = SampleData.settings { didSet { settingsBody = nil } }
    public var latency: Duration = .milliseconds(300)
    /// Latency for particular routes, overriding ``latency``: lets a test land one answer before another.
    public var routeLatency: [Route: Duration] = [:]
    public var timeoutInterval: Duration = .seconds(15)

    /// Every request received, in order.
    public private(set) var requests: [RecordedRequest] = []

    // How many recorded requests were forgotten, so that an answer or a cancellation still finds its
    // own request in ``requests`` after ``clearRecordedRequests()``.
    private var forgottenRequests = 0
    private var faults: [Route: (fault: Fault, once: Bool)] = [:]
    private var tokens: [String: String] = [:]
    private var issuedTokens = 0
    // Encoding a 100,000-subject catalogue is the server's cost, not the app's: encode once per change.
    private var catalogueBody: Data?
    private var settingsBody: Data?

    public init(scheduler: any Scheduler) {
        self.scheduler = scheduler
    }

    // MARK: Faults

    /// Makes `route` fail with `fault`: for the next request only (`once`), or until cleared.
    public func inject(_ fault: Fault, on route: Route, once: Bool = false) {
        faults[route] = (fault, once)
    }

    /// Removes the fault of `route`, or of every route.
    public func clearFaults(on route: Route? = nil) {
        if let route { faults[route] = nil } else { faults.removeAll() }
    }

    // MARK: Catalogue bytes

    /// The bytes the server sends for `subjects` in `shape`.
    public static func catalogueBody(_ subjects: some Sequence<Subject>, shape: CatalogueShape) -> Data {
        CataloguePayload.encode(subjects, as: shape)
    }

    /// Serves `body` as the catalogue, as it is, until ``catalogue`` or ``catalogueShape`` changes or
    /// another body is served. The benchmark alternates two catalogues encoded in advance, so that
    /// the server's encoding is not part of what it times.
    public func serveCatalogueBody(_ body: Data) {
        catalogueBody = body
    }

    // MARK: Inspection

    /// The requests received for `route`, in order.
    public func requests(to route: Route) -> [RecordedRequest] {
        requests.filter { $0.route == route }
    }

    /// Forgets the recorded requests (the benchmark clears them between samples).
    public func clearRecordedRequests() {
        forgottenRequests += requests.count
        requests.removeAll()
    }

    /// Signs `username` in without a request, as if an earlier launch had; returns the session.
    public func issueSession(for username: String) -> Session {
        issuedTokens += 1
        let token = "token-\(issuedTokens)"
        tokens[token] = username
        return Session(token: token, username: username)
    }

    // MARK: Transport

    public func send(
        _ request: HTTPRequest,
        completion: @escaping @MainActor (Result<HTTPResponse, TransportError>) -> Void
    ) -> any RequestHandle {
        let number = forgottenRequests + requests.count
        let route = Route(request)
        requests.append(RecordedRequest(request: request, route: route, state: .inFlight))
        let (answer, switchedOff) = self.answer(request, route: route)
        var completion = completion
        if let switchedOff {
            // A switch-off takes effect when its answer lands: one cancelled before then changes nothing.
            // Wrapped here, so that no other request's answer carries it (the benchmark counts its bytes).
            let deliver = completion
            completion = { [weak self] result in
                self?.recordSwitchOff(subjectID: switchedOff)
                deliver(result)
            }
        }
        let delay = answer == .failure(.timedOut) ? timeoutInterval : route.flatMap { routeLatency[$0] } ?? latency
        let work = scheduler.schedule(after: delay) { [weak self, completion] in
            self?.settle(requestNumber: number, as: .answered)
            completion(answer)
        }
        return Handle(work: work) { [weak self] in
            self?.settle(requestNumber: number, as: .cancelled)
        }
    }

    /// Marks a request that is still in flight; one the log has forgotten is left alone.
    private func settle(requestNumber number: Int, as state: RecordedRequest.State) {
        let index = number - forgottenRequests
        guard requests.indices.contains(index), requests[index].state == .inFlight else { return }
        requests[index].state = state
    }

    /// The answer to `request`, and the subject it switches off when it lands, if any.
    private func answer(_ request: HTTPRequest, route: Route?)
        -> (Result<HTTPResponse, TransportError>, switchedOff: Int?) {
        guard let route else { return (.success(errorResponse(404, "not_found")), nil) }
        if let (fault, once) = faults[route] {
            if once { faults[route] = nil }
            switch fault {
            case .noConnection: return (.failure(.noConnection), nil)
            case .timeout: return (.failure(.timedOut), nil)
            case .status(let status): return (.success(errorResponse(status, "injected")), nil)
            case .body(let body): return (.success(HTTPResponse(status: 200, body: body)), nil)
            }
        }
        switch route {
        case .login: return (.success(logIn(request)), nil)
        case .subjects: return (.success(HTTPResponse(status: 200, body: encodedCatalogue())), nil)
        case .userSubjects:
            guard isAuthorized(request) else { return (.success(errorResponse(401, "unauthorized")), nil) }
            return (.success(HTTPResponse(status: 200, body: encodedSettings())), nil)
        case .subjectDetails: return (.success(details(request)), nil)
        case .switchOff:
            guard isAuthorized(request) else { return (.success(errorResponse(401, "unauthorized")), nil) }
            guard let body = request.body,
                  let fields = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
                  let id = fields["id"] as? Int, fields["status"] as? String == "off"
            else { return (.success(errorResponse(400, "bad_request")), nil) }
            return (.success(json(200, ["id": id, "status": "off"])), id)
        }
    }

    private func details(_ request: HTTPRequest) -> HTTPResponse {
        guard let id = Route.subjectID(inDetailsPath: request.path),
              let subject = catalogue.first(where: { $0.id == id })
        else { return errorResponse(404, "not_found") }
        let details = SampleData.details(of: subject)
        return json(200, ["id": details.id, "name": details.name, "description": details.description,
                          "chapters": details.chapterCount])
    }

    /// The user's settings gain an `off` entry for `id`, later than every entry before it.
    private func recordSwitchOff(subjectID id: Int) {
        let latest = settings.entries.map(\.updatedTime).max() ?? 0
        settings = UserSubjectSettings(currentPhase: settings.currentPhase, entries: settings.entries + [
            UserSubject(subjectID: id, status: .off, updatedTime: latest + 1),
        ])
    }

    private func logIn(_ request: HTTPRequest) -> HTTPResponse {
        guard let body = request.body,
              let fields = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
              let username = fields["username"] as? String,
              let password = fields["password"] as? String
        else { return errorResponse(400, "bad_request") }
        guard let expected = accounts[username], expected == password else {
            return errorResponse(401, "invalid_credentials")
        }
        let session = issueSession(for: username)
        return json(200, ["token": session.token, "username": session.username])
    }

    private func isAuthorized(_ request: HTTPRequest) -> Bool {
        guard let header = request.headers["Authorization"], header.hasPrefix("Bearer ") else { return false }
        return tokens[String(header.dropFirst("Bearer ".count))] != nil
    }

    private func encodedCatalogue() -> Data {
        if let catalogueBody { return catalogueBody }
        let body = CataloguePayload.encode(catalogue, as: catalogueShape)
        catalogueBody = body
        return body
    }

    private func encodedSettings() -> Data {
        if let settingsBody { return settingsBody }
        // Written straight, as the catalogue is: the bytes JSONSerialization writes with sorted keys.
        var writer = JSONBytesWriter(capacity: settings.entries.count * 48 + 32)
        writer.raw(#"{"phase":"#)
        writer.string(settings.currentPhase.rawValue)
        writer.raw(#","subjects":"#)
        writer.array(settings.entries) { writer, entry in
            writer.raw(#"{"id":"#)
            writer.int(entry.subjectID)
            writer.raw(#","status":"#)
            writer.string(entry.status == .on ? "on" : "off")
            writer.raw(#","updatedTime":"#)
            writer.int(entry.updatedTime)
            writer.raw("}")
        }
        writer.raw("}")
        let body = writer.data
        settingsBody = body
        return body
    }

    private func errorResponse(_ status: Int, _ code: String) -> HTTPResponse {
        json(status, ["error": code])
    }

    private func json(_ status: Int, _ object: [String: Any]) -> HTTPResponse {
        HTTPResponse(status: status, body: jsonData(object))
    }

    /// A cancellable answer in the scheduler's queue.
    private final class Handle: RequestHandle {
        private let work: ScheduledWork
        private let onCancel: @MainActor () -> Void

        init(work: ScheduledWork, onCancel: @escaping @MainActor () -> Void) {
            self.work = work
            self.onCancel = onCancel
        }

        func cancel() {
            guard !work.hasRun, !work.isCancelled else { return }
            work.cancel()
            onCancel()
        }
    }
}

/// Serialises a server-side object; the objects here are always valid JSON, so failure is impossible
/// in practice and yields an empty object rather than a crash.
func jsonData(_ object: Any) -> Data {
    (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
}
