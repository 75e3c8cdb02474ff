/// What ``SwiftSourceScanner`` found in one source file.
public struct ScannedSource: Sendable, Equatable {
    /// One physical line.
    public struct Line: Sendable, Equatable {
        /// Whether the line holds code: anything outside comments, string contents included.
        public var hasCode: Bool
        /// The role line on this line, if it is one.
        public var directive: RoleDirective?

        /// Creates a line.
        public init(hasCode: Bool = false, directive: RoleDirective? = nil) {
            self.hasCode = hasCode
            self.directive = directive
        }
    }

    /// A `// Role: ...` line.
    public enum RoleDirective: Sendable, Equatable {
        /// A known role.
        case role(Role)
        /// `// Role:` followed by something that is not one role name.
        case unknown(String)
    }

    /// A type or protocol declaration.
    public struct Declaration: Sendable, Equatable {
        /// `class`, `struct`, `enum`, `actor` or `protocol`.
        public var keyword: String
        /// The declared name.
        public var name: String
        /// Zero-based line of the keyword.
        public var line: Int

        /// Whether this declares a protocol rather than a type.
        public var isProtocol: Bool {
            keyword == "protocol"
        }

        /// Creates a declaration.
        public init(keyword: String, name: String, line: Int) {
            self.keyword = keyword
            self.name = name
            self.line = line
        }
    }

    /// The lines, in order; a final newline does not start an extra line.
    public var lines: [Line]
    /// Declarations in source order.
    public var declarations: [Declaration]
    /// Every identifier the code uses or declares, outside comments and string literals.
    public var names: Set<String>

    /// Creates a scan result.
    public init(lines: [Line], declarations: [Declaration], names: Set<String> = []) {
        self.lines = lines
        self.declarations = declarations
        self.names = names
    }

    /// Number of lines that hold code.
    public var codeLineCount: Int {
        lines.filter(\.hasCode).count
    }
}
