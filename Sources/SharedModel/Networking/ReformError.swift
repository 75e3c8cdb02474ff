/// Why a payload could not be read: where in it (a JSON path such as `$.list[3].sid`, and the byte
/// offset when known) and what was expected there. Produced by reformers; never a crash.
public struct ReformError: Error, Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    public let path: String
    public let expected: String
    public let found: String
    /// The offset in the payload, in bytes from 0, where the problem was seen; nil when it is not at
    /// one place in the bytes (a required key missing from the top-level object, a body too large).
    public let offset: Int?

    public init(path: String, expected: String, found: String) {
        self.init(path: path, expected: expected, found: found, offset: nil)
    }

    public init(path: String, expected: String, found: String, offset: Int?) {
        self.path = path
        self.expected = expected
        self.found = found
        self.offset = offset
    }

    public var description: String { "at \(path): expected \(expected), found \(found)" }

    /// The description with the byte offset, when known.
    public var debugDescription: String {
        offset.map { "\(description) (byte \($0))" } ?? description
    }
}
