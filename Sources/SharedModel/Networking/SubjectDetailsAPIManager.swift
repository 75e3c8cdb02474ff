/// `GET /subjects/<id>`, one subject's details. A new call replaces the one in flight (a retry wants
/// the newest).
@MainActor
public final class SubjectDetailsAPIManager: APIManager {
    public init(transport: any Transport) {
        super.init(transport: transport, inFlightPolicy: .cancelPreviousCall)
    }

    /// Loads the details of subject `id`; read them with ``SubjectDetailsReformer``.
    @discardableResult
    public func loadDetails(subjectID id: Int) -> Bool {
        send(HTTPRequest(method: .get, path: Route.subjectDetailsPath(id: id)))
    }
}
