import Foundation

/// Reads a successful login, `{"token":"…","username":"…"}`, into a ``Session``.
public struct SessionReformer: Reformer {
    private struct Wire: Decodable { let token: String; let username: String }

    public init() {}

    public func reform(_ raw: Data) throws(ReformError) -> Session {
        let wire = try ReformError.decode(Wire.self, from: raw)
        guard !wire.token.isEmpty else {
            throw ReformError(path: "$.token", expected: "a non-empty string", found: "an empty string")
        }
        return Session(token: wire.token, username: wire.username)
    }
}
