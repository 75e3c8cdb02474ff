/// `GET /user/subjects`, the signed-in user's subject settings. Needs a session: without one the
/// call is refused before sending. A new call replaces the one in flight.
@MainActor
public final class UserSubjectsAPIManager: APIManager {
    private let sessionStore: SessionStore

    public init(transport: any Transport, sessionStore: SessionStore) {
        self.sessionStore = sessionStore
        super.init(transport: transport, inFlightPolicy: .cancelPreviousCall)
    }

    /// Loads the user's settings; read them with ``UserSubjectSettingsReformer``.
    @discardableResult
    public func loadSettings() -> Bool {
        let token = sessionStore.session?.token ?? ""
        let validation: Result<Void, APIError> = token.isEmpty
            ? .failure(.invalidParameters(reason: "no signed-in session"))
            : .success(())
        return send(HTTPRequest(method: .get, path: Route.userSubjects.path,
                                headers: ["Authorization": "Bearer \(token)"]),
                    validation: validation)
    }
}
