/// `GET /subjects`, the catalogue. A new call replaces the one in flight (a refresh wants the newest).
@MainActor
public final class SubjectsAPIManager: APIManager {
    public init(transport: any Transport) {
        super.init(transport: transport, inFlightPolicy: .cancelPreviousCall)
    }

    /// Loads the catalogue; read it with ``CatalogueReformer`` or ``SubjectCellsReformer``.
    @discardableResult
    public func loadCatalogue() -> Bool {
        send(HTTPRequest(method: .get, path: Route.subjects.path))
    }
}
