import Foundation

/// Reads a successful login, `{"token":"…","username":"…"}`, into a ``Session``, with
/// ``JSONReader``. Unknown fields are ignored.
public struct SessionReformer: Reformer {
    public init() {}

    public func reform(_ raw: Data) throws(ReformError) -> Session {
        let fields: (token: String?, username: String?)
        do {
            fields = try JSONReader.read(raw) { (reader: inout JSONReader) throws(JSONReaderError) -> (token: String?, username: String?) in
                var token: String?
                var username: String?
                try reader.beginObject()
                while let key = try reader.nextKey() {
                    if key == "token" {
                        token = try reader.readString()
                    } else if key == "username" {
                        username = try reader.readString()
                    } else {
                        try reader.skipValue()
                    }
                }
                return (token, username)
            }
        } catch {
            throw ReformError(error)
        }
        // Checked after the end of input, so that trailing garbage reads as invalid JSON.
        guard let token = fields.token else {
            throw ReformError(path: "$.token", expected: "a value", found: "no such key")
        }
        guard let username = fields.username else {
            throw ReformError(path: "$.username", expected: "a value", found: "no such key")
        }
        guard !token.isEmpty else {
            throw ReformError(path: "$.token", expected: "a non-empty string", found: "an empty string")
        }
        return Session(token: token, username: username)
    }
}
