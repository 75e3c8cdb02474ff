/// A problem with the role lines of a file. Issues do not stop counting; the lines concerned are
/// counted as ``Role/unassigned``.
public struct GlueCountIssue: Sendable, Codable, Equatable, Comparable, CustomStringConvertible {
    /// What is wrong.
    public enum Kind: String, Sendable, Codable, Equatable {
        /// The file has no role line at all.
        case missingRoleLine
        /// Code comes before the file's first role line.
        case codeBeforeRoleLine
        /// A role line names no known role.
        case unknownRole
    }

    /// Path relative to the root.
    public var path: String
    /// One-based line, when the issue has one.
    public var line: Int?
    /// What is wrong.
    public var kind: Kind
    /// Details, e.g. the unknown role name.
    public var detail: String

    /// Creates an issue.
    public init(path: String, line: Int?, kind: Kind, detail: String = "") {
        self.path = path
        self.line = line
        self.kind = kind
        self.detail = detail
    }

    public var description: String {
        let location = line.map { "\(path):\($0)" } ?? path
        switch kind {
        case .missingRoleLine:
            return "\(location): no '// Role: <role>' line"
        case .codeBeforeRoleLine:
            return "\(location): code before the first '// Role: <role>' line"
        case .unknownRole:
            return "\(location): unknown role '\(detail)'; roles are \(Role.declared.map(\.rawValue).joined(separator: ", "))"
        }
    }

    /// By path, then line.
    public static func < (lhs: GlueCountIssue, rhs: GlueCountIssue) -> Bool {
        if lhs.path != rhs.path {
            return lhs.path.utf8.lexicographicallyPrecedes(rhs.path.utf8)
        }
        return (lhs.line ?? 0) < (rhs.line ?? 0)
    }
}
