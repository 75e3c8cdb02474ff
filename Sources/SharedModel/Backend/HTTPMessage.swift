import Foundation

/// The HTTP verbs the app uses.
public enum HTTPMethod: String, Sendable {
    case get = "GET"
    case post = "POST"
}

/// A request as it goes over the (fake) wire.
public struct HTTPRequest: Hashable, Sendable {
    public let method: HTTPMethod
    public let path: String
    public let headers: [String: String]
    public let body: Data?

    public init(method: HTTPMethod, path: String, headers: [String: String] = [:], body: Data? = nil) {
        self.method = method
        self.path = path
        self.headers = headers
        self.body = body
    }
}

/// A response as it comes back: a status code and the body's bytes.
public struct HTTPResponse: Hashable, Sendable {
    public let status: Int
    public let body: Data

    public init(status: Int, body: Data) {
        self.status = status
        self.body = body
    }
}

/// Failures below HTTP: nothing came back at all.
public enum TransportError: Error, Hashable, Sendable {
    case noConnection
    case timedOut
}

/// Carries requests to a server. The fake backend is the only one in this project; the protocol is
/// the seam a real URLSession-based transport would plug into.
@MainActor
public protocol Transport: AnyObject {
    /// Sends `request`; `completion` runs once, later, unless the returned handle is cancelled first.
    func send(
        _ request: HTTPRequest,
        completion: @escaping @MainActor (Result<HTTPResponse, TransportError>) -> Void
    ) -> any RequestHandle
}

/// A request in flight, which its sender can cancel.
@MainActor
public protocol RequestHandle: AnyObject {
    func cancel()
}
