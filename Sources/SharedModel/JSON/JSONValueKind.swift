/// What kind of JSON value comes next, as ``JSONReader/peekKind()`` sees it from its first byte.
public enum JSONValueKind: Hashable, Sendable, CustomStringConvertible {
    case object
    case array
    case string
    case number
    /// `true` or `false`.
    case boolean
    case null

    /// How an error names a value of this kind: "an object", "a string", "null"…
    public var description: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .boolean: "a boolean"
        case .null: "null"
        }
    }
}
