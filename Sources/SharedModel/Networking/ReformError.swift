/// Why a payload could not be read: where in it (a JSON path such as `$.list[3].sid`) and what was
/// expected there. Produced by reformers; never a crash.
public struct ReformError: Error, Hashable, Sendable, CustomStringConvertible {
    public let path: String
    public let expected: String
    public let found: String

    public init(path: String, expected: String, found: String) {
        self.path = path
        self.expected = expected
        self.found = found
    }

    public var description: String { "at \(path): expected \(expected), found \(found)" }
}
