import Foundation

/// One request the fake backend received, kept for tests to inspect.
public struct RecordedRequest: Sendable {
    /// What became of a request.
    public enum State: Hashable, Sendable {
        /// Received; its answer has not landed yet.
        case inFlight
        /// Its answer (a response or a transport failure) landed.
        case answered
        /// The sender cancelled it before its answer landed.
        case cancelled
    }

    public let request: HTTPRequest
    public let route: Route?
    public internal(set) var state: State

    /// The body's top-level string fields, or an empty dictionary when there are none.
    public var bodyFields: [String: String] {
        guard let body = request.body,
              let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any]
        else { return [:] }
        return object.compactMapValues { $0 as? String }
    }
}
