import Foundation

/// A failure a test injects into one route of the fake backend.
public enum Fault: Hashable, Sendable {
    /// Nothing comes back: the device is offline.
    case noConnection
    /// Nothing comes back until the backend's time-out interval has passed.
    case timeout
    /// The server answers with this status and a small JSON error body.
    case status(Int)
    /// The server answers 200 with these bytes as the body.
    case body(Data)

    /// A 200 whose body is not JSON at all.
    public static let malformedJSON = Fault.body(Data(#"{"subjects": [ {"id": 1,"#.utf8))
    /// A 200 whose body is JSON, but not of the expected shape.
    public static let unexpectedJSON = Fault.body(Data(#"{"hello": "world"}"#.utf8))
}
