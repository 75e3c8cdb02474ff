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
}

extension Array where Element == ModelRequest {
    /// The request to `route` still in flight, if any (the app never has two to one route).
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
