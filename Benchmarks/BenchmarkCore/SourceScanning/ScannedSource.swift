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

    /// The braces of a type declaration or an extension: where its members are.
    public struct TypeScope: Sendable, Equatable {
        /// The declared or extended type's name (the last part of a dotted one).
        public var name: String
        /// Whether this is an extension of a type declared elsewhere.
        public var isExtension: Bool
        /// Whether this declares a protocol.
        public var isProtocol: Bool
        /// The names of its inheritance clause: superclass and protocols.
        public var inherited: [String]
        /// Zero-based lines from the keyword to the closing brace.
        public var lines: ClosedRange<Int>
        /// The identifiers on the lines of the `let` and `var` declarations directly in its braces:
        /// its properties' names, types and initial values.
        public var propertyNames: Set<String>
        /// The names of the stored properties declared directly in its braces, in order: a `let` or
        /// `var` not `static` or `class`, with no accessor block but a protocol requirement's
        /// `{ get }` or `{ get set }` or an observer's `willSet` or `didSet`.
        public var storedProperties: [String]

        /// Creates a scope.
        public init(name: String, isExtension: Bool, isProtocol: Bool = false, inherited: [String], lines: ClosedRange<Int>,
                    propertyNames: Set<String> = [], storedProperties: [String] = []) {
            self.name = name
            self.isExtension = isExtension
            self.isProtocol = isProtocol
            self.inherited = inherited
            self.lines = lines
            self.propertyNames = propertyNames
            self.storedProperties = storedProperties
        }
    }

    /// A function with a body: its name, its parameters and where it is.
    public struct FunctionScope: Sendable, Equatable {
        /// One parameter: the label a caller writes (`_` for none) and the name inside the body.
        public struct Parameter: Sendable, Equatable {
            public var label: String
            public var name: String

            /// Creates a parameter.
            public init(label: String, name: String) {
                self.label = label
                self.name = name
            }
        }

        /// The function's base name.
        public var name: String
        /// Zero-based lines from `func` to the body's closing brace.
        public var lines: ClosedRange<Int>
        /// The parameters of its first parameter list, in order.
        public var parameters: [Parameter]

        /// Creates a scope.
        public init(name: String, lines: ClosedRange<Int>, parameters: [Parameter] = []) {
            self.name = name
            self.lines = lines
            self.parameters = parameters
        }
    }

    /// The lines, in order; a final newline does not start an extra line.
    public var lines: [Line]
    /// Declarations in source order.
    public var declarations: [Declaration]
    /// Every identifier the code uses or declares, outside comments and string literals.
    public var names: Set<String>
    /// The bodies of types and extensions, in the order they open.
    public var typeScopes: [TypeScope]
    /// The functions with bodies, in the order they open.
    public var functionScopes: [FunctionScope]

    /// Creates a scan result.
    public init(lines: [Line], declarations: [Declaration], names: Set<String> = [], typeScopes: [TypeScope] = [],
                functionScopes: [FunctionScope] = []) {
        self.lines = lines
        self.declarations = declarations
        self.names = names
        self.typeScopes = typeScopes
        self.functionScopes = functionScopes
    }

    /// The functions declared directly in a scope of the type or extension `type`, nested in no
    /// other function.
    public func functions(of type: String) -> [FunctionScope] {
        functionScopes.filter { function in
            innermostScope(ofLine: function.lines.lowerBound)?.name == type
                && !functionScopes.contains { $0.lines != function.lines && $0.lines.contains(function.lines.lowerBound) }
        }
    }

    /// The innermost type or extension whose braces hold zero-based `line`, or nil at file scope.
    public func innermostScope(ofLine line: Int) -> TypeScope? {
        typeScopes.filter { $0.lines.contains(line) }.min { $0.lines.count < $1.lines.count }
    }

    /// Number of lines that hold code.
    public var codeLineCount: Int {
        lines.filter(\.hasCode).count
    }
}
