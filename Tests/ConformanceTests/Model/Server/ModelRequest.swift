// Teaches: the requests the model expects the server to have received, and what became of each
// (in flight, answered, cancelled): the spec's "exactly one POST", "both requests at once", "its
// requests are cancelled" become plain data the screen's snapshot can be compared on.
import SharedModel

/// One request the model expects, in the order sent.
struct ModelRequest: Hashable, Sendable {
    let route: Route
    var state: RecordedRequest.State = .inFlight
    /// A login's body: the credentials exactly as typed.
    var credentials: Credentials? = nil
    /// The path sent, when it is not the route's own: `GET /subjects/<id>` names its subject, and the
    /// backend records the real path (`Route.subjectDetailsPath(id:)`).
    var path: String? = nil
    /// Any other body's string fields, as the backend's log reads them (`RecordedRequest.bodyFields`
    /// keeps only strings): a switch-off's `{"id":4,"status":"off"}` is `["status": "off"]`.
    var fields: [String: String] = [:]

    /// The endpoint as the backend's log names it: `GET /subjects/4`.
    var endpoint: String { "\(route.method.rawValue) \(path ?? route.path)" }

    /// The body's string fields, as the backend's log reads them.
    var bodyFields: [String: String] {
        credentials.map { ["username": $0.username, "password": $0.password] } ?? fields
    }
}

extension Array where Element == ModelRequest {
    /// The latest request to `route` still in flight, if any.
    func inFlightIndex(of route: Route) -> Int? {
        lastIndex { $0.route == route && $0.state == .inFlight }
    }

    /// Marks every request to one of `routes` still in flight as cancelled.
    mutating func cancelInFlight(_ routes: Set<Route>) {
        for index in indices where self[index].state == .inFlight && routes.contains(self[index].route) {
            self[index].state = .cancelled
        }
    }
}
