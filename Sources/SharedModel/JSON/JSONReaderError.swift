/// Why a ``JSONReader`` stopped: where (the JSON path and the byte offset), what it expected there
/// and what it found instead.
public struct JSONReaderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The three ways reading can fail.
    public enum Kind: Hashable, Sendable {
        /// The bytes are not JSON (RFC 8259): bad syntax, bad escapes, lone surrogates, raw control
        /// characters in strings, invalid UTF-8, or anything after the one top-level value.
        case syntax
        /// Arrays and objects nest deeper than the reader's ``JSONReader/maximumDepth``.
        case tooDeep
        /// The bytes are JSON, but not what the caller asked for: another type, a number that is not
        /// a whole number in range, a missing key, a value a reformer refuses.
        case mismatch
    }

    public let kind: Kind
    /// Where, as a JSON path: `$`, `$.list[0].sid`, `$.data["odd key"]`.
    public let path: String
    /// What the reader or its caller expected there, e.g. "an integer" or "',' or ']'".
    public let expected: String
    /// What was there instead, e.g. "a string", "'x'", "byte 0xC0" or "end of input".
    public let found: String
    /// The offset in the input, in bytes from 0, of the byte where the problem was seen.
    public let offset: Int

    public init(kind: Kind, path: String, expected: String, found: String, offset: Int) {
        self.kind = kind
        self.path = path
        self.expected = expected
        self.found = found
        self.offset = offset
    }

    public var description: String {
        "at \(path): expected \(expected), found \(found) (byte \(offset))"
    }
}
