/// `POST /user/subjects` with `{"id":<id>,"status":"off"}`: switches a subject off for the
/// signed-in user. Needs a session: without one the call is refused before sending. Ignores a second
/// call while one is in flight, as a login does. Success is the answer's status alone: its body is
/// not read.
@MainActor
public final class SwitchOffAPIManager: APIManager {
    private let sessionStore: SessionStore

    public init(transport: any Transport, sessionStore: SessionStore) {
        self.sessionStore = sessionStore
        super.init(transport: transport, inFlightPolicy: .ignoreNewCall)
    }

    /// Switches subject `id` off.
    @discardableResult
    public func switchOff(subjectID id: Int) -> Bool {
        let token = sessionStore.session?.token ?? ""
        let validation: Result<Void, APIError> = token.isEmpty
            ? .failure(.invalidParameters(reason: "no signed-in session"))
            : .success(())
        let body = jsonData(["id": id, "status": "off"])
        return send(HTTPRequest(method: .post, path: Route.switchOff.path,
                                headers: ["Authorization": "Bearer \(token)", "Content-Type": "application/json"],
                                body: body),
                    validation: validation)
    }
}
