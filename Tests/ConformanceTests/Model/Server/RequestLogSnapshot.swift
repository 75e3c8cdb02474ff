// Teaches: the part of the screen a user cannot see but the spec talks about: which requests went out,
// with what body, and what became of each. Grouped per endpoint, because the spec fixes the order
// within a route, not between the two list requests.
import SharedModel

struct RequestLogSnapshot: Equatable, Sendable {
    struct Entry: Equatable, Sendable, CustomStringConvertible {
        var state: RecordedRequest.State
        /// The body's string fields: a login's username and password, a switch-off's status; empty for
        /// a GET.
        var fields: [String: String]

        var description: String {
            let fate = switch state {
            case .inFlight: "in flight"
            case .answered: "answered"
            case .cancelled: "cancelled"
            }
            guard !fields.isEmpty else { return fate }
            let body = fields.keys.sorted().map { "\($0): \(Quote.text(fields[$0] ?? ""))" }
            return fate + " {" + body.joined(separator: ", ") + "}"
        }
    }

    /// Per endpoint ("POST /auth/login", "GET /subjects/4"), the requests received, in order.
    var byEndpoint: [String: [Entry]]

    init(byEndpoint: [String: [Entry]]) {
        self.byEndpoint = byEndpoint
    }

    /// The log the model expects.
    init(_ requests: [ModelRequest]) {
        var log: [String: [Entry]] = [:]
        for request in requests {
            log[request.endpoint, default: []].append(Entry(state: request.state, fields: request.bodyFields))
        }
        byEndpoint = log
    }

    var rows: [SnapshotRow] {
        guard !byEndpoint.isEmpty else { return [SnapshotRow(key: "requests", value: "none")] }
        return byEndpoint.keys.sorted().map { key in
            SnapshotRow(key: "requests \(key)",
                        value: (byEndpoint[key] ?? []).map(\.description).joined(separator: ", "))
        }
    }
}
