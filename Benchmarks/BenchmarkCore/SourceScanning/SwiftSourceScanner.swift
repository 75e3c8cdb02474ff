/// A small Swift lexer that tells code from comments, finds role lines and type declarations.
///
/// A line counts as code when it holds any non-whitespace character outside comments; text inside
/// string literals is code, so a line that is only part of a multi-line string counts, and a
/// blank line inside one does not. Handled: `//` and `///` comments, nested `/* */` and `/** */`
/// comments across lines, string literals with escapes, multi-line `"""` strings, raw strings
/// (`#"..."#`, any number of `#`), interpolation `\(...)` with nested strings and parentheses, and
/// extended regex literals (`#/.../#`). Bare `/.../` regex literals are read as operators; a `//`
/// inside one would be taken for a comment.
///
/// A role line is a line whose only content is a `//` comment reading `Role: <name>` (spaces around
/// the parts are free, `Role:` is case-sensitive, the name is not). `// Role:` with anything else
/// after it is reported as an unknown role; `/// Role:` is a doc comment, not a role line.
///
/// Declarations are the keywords `class`, `struct`, `enum`, `actor` and `protocol` outside comments
/// and strings, followed on the same line by a name that is not a keyword or modifier, and not
/// preceded by `.`. So `class func`, `let actor = ...` and `x.actor` are not declarations.
/// Extensions and type aliases are not counted.
///
/// Type scopes follow the braces of code (not of comments or strings) from each declaration and
/// each `extension` to its closing brace, with the names of its inheritance clause (outside generic
/// parameters and `where`) and of the lines where a `let` or `var` sits directly in its braces;
/// function scopes from each `func` or `init` to the closing brace of its body (a requirement
/// without a body has none).
///
/// Names are the identifiers of the code, outside comments and string literals (code inside an
/// interpolation included): what a file can be said to name.
public enum SwiftSourceScanner {
    private enum Frame {
        /// Code; `interpolationParens` counts open parentheses inside `\( )`, or is nil at top level.
        case code(interpolationParens: Int?)
        case string(multiline: Bool, hashes: Int)
        case regex(hashes: Int)
        case blockComment(depth: Int)
    }

    private struct Token {
        var text: String
        var line: Int
        var escaped: Bool
    }

    /// Scans `text`.
    public static func scan(_ text: String) -> ScannedSource {
        var lexer = Lexer(Array(text.unicodeScalars))
        lexer.run()
        let scopes = scopes(in: lexer.tokens)
        return ScannedSource(
            lines: lexer.finishedLines(),
            declarations: declarations(in: lexer.tokens),
            names: Set(lexer.tokens.filter(isIdentifier).map(\.text)),
            typeScopes: scopes.types,
            functionScopes: scopes.functions
        )
    }

    /// Parses the text of a `//` comment (after the slashes) as a role directive.
    public static func roleDirective(inComment comment: String) -> ScannedSource.RoleDirective? {
        let trimmed = comment.trimmingWhitespace()
        guard trimmed.hasPrefix("Role:") else {
            return nil
        }
        let name = String(trimmed.dropFirst("Role:".count)).trimmingWhitespace()
        if let role = Role(rawValue: name.lowercased()), role != .unassigned {
            return .role(role)
        }
        return .unknown(name)
    }

    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor", "protocol"]

    /// Words that can follow `class` (or the others) without it being a declaration.
    private static let nonNames: Set<String> = [
        "func", "var", "let", "subscript", "init", "deinit", "static", "final", "override", "public",
        "private", "fileprivate", "internal", "open", "package", "required", "convenience", "dynamic",
        "lazy", "weak", "unowned", "mutating", "nonmutating", "class", "struct", "enum", "actor",
        "protocol", "typealias", "case", "where", "in", "is", "as", "some", "any", "inout", "throws",
        "rethrows", "async", "await", "try", "return", "if", "else", "guard", "switch", "for", "while",
        "repeat", "do", "catch", "defer", "self", "Self", "super", "nil", "true", "false",
        "nonisolated", "isolated", "borrowing", "consuming", "extension", "import", "operator",
    ]

    private static func declarations(in tokens: [Token]) -> [ScannedSource.Declaration] {
        var result: [ScannedSource.Declaration] = []
        for index in tokens.indices where !tokens[index].escaped && typeKeywords.contains(tokens[index].text) {
            let keyword = tokens[index]
            if index > 0, tokens[index - 1].text == "." {
                continue
            }
            guard index + 1 < tokens.count else {
                continue
            }
            let name = tokens[index + 1]
            guard name.line == keyword.line, isIdentifier(name), name.escaped || !nonNames.contains(name.text) else {
                continue
            }
            result.append(ScannedSource.Declaration(keyword: keyword.text, name: name.text, line: keyword.line))
        }
        return result
    }

    /// A type or extension whose opening brace has not come yet.
    private struct OpeningScope {
        var name: String
        var isExtension: Bool
        var isProtocol: Bool
        var line: Int
        var inherited: [String] = []
        var angles = 0
        var afterColon = false
        var inWhere = false
    }

    /// A function whose body has not opened yet.
    private struct OpeningFunction {
        var name: String
        var line: Int
        var parens = 0
        /// The parameters of the first list read so far, and the one being read.
        var parameters: [ScannedSource.FunctionScope.Parameter] = []
        var names: [String] = []
        var afterColon = false
        /// Brackets and angle brackets open inside the list's top level, and whether it has closed.
        var nesting = 0
        var listClosed = false

        /// Reads `token` of the signature (after `previous`) into the first parameter list, whose
        /// parentheses `parens` already counts.
        mutating func read(_ token: Token, after previous: String) {
            guard !listClosed else {
                return
            }
            if token.text == ")", parens == 0 {
                finishParameter()
                listClosed = true
                return
            }
            guard parens == 1, token.text != "(" else {
                return
            }
            switch token.text {
            case "[", "<": nesting += 1
            case "]": nesting -= 1
            case ">" where previous != "-": nesting -= 1
            case "," where nesting == 0: finishParameter()
            case ":" where nesting == 0: afterColon = true
            default:
                if !afterColon, nesting == 0, SwiftSourceScanner.isIdentifier(token),
                   !SwiftSourceScanner.parameterModifiers.contains(token.text) {
                    names.append(token.text)
                }
            }
        }

        private mutating func finishParameter() {
            if let label = names.first {
                parameters.append(.init(label: label, name: names.dropFirst().first ?? label))
            }
            names = []
            afterColon = false
        }
    }

    /// Words before a parameter's name that are neither its label nor its name.
    private static let parameterModifiers: Set<String> = ["isolated", "sending", "borrowing", "consuming", "_const"]

    /// Words that make a property declaration no stored property's.
    private static let typeMemberModifiers: Set<String> = ["static", "class"]

    /// Words an accessor block may hold and still declare a stored property (a protocol's requirement).
    private static let requirementWords: Set<String> = ["get", "set", "async", "throws", "mutating", "nonmutating"]

    /// Whether the `let` or `var` at `index` declares a stored property: not `static` or `class`,
    /// and with no accessor block before its `=` but a requirement's or an observer's.
    private static func declaresStoredProperty(at index: Int, in tokens: [Token]) -> Bool {
        let line = tokens[index].line
        var before = index - 1
        while before >= 0, tokens[before].line == line {
            if typeMemberModifiers.contains(tokens[before].text) { return false }
            before -= 1
        }
        var next = index + 2
        while next < tokens.count, tokens[next].line == line, tokens[next].text != "=" {
            guard tokens[next].text == "{" else {
                next += 1
                continue
            }
            var depth = 0
            var inside: [String] = []
            for token in tokens[next...] {
                if token.text == "{" { depth += 1 } else if token.text == "}" { depth -= 1 }
                if depth == 0 { break }
                if isIdentifier(token) { inside.append(token.text) }
            }
            return ["willSet", "didSet"].contains(inside.first ?? "")
                || (!inside.isEmpty && Set(inside).isSubset(of: requirementWords))
        }
        return true
    }

    /// What an open brace opened.
    private enum Brace {
        case type(Int)
        case function(Int)
        case other
    }

    /// Words that end a function declaration with no body (a protocol's requirement).
    private static let declarationStarts: Set<String> = ["func", "var", "let", "case", "init", "}", "subscript"]

    private static func scopes(in tokens: [Token]) -> (types: [ScannedSource.TypeScope], functions: [ScannedSource.FunctionScope]) {
        var scopes: [ScannedSource.TypeScope] = []
        var functions: [ScannedSource.FunctionScope] = []
        var braces: [Brace] = []
        var opening: OpeningScope?
        var function: OpeningFunction?
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            defer { index += 1 }
            let afterDot = index > 0 && tokens[index - 1].text == "."
            let keyword = !token.escaped && (typeKeywords.contains(token.text) || token.text == "extension")
            if keyword, index + 1 < tokens.count, !afterDot {
                let name = tokens[index + 1]
                if name.line == token.line, isIdentifier(name), name.escaped || !nonNames.contains(name.text) {
                    opening = OpeningScope(name: name.text, isExtension: token.text == "extension",
                                           isProtocol: token.text == "protocol", line: token.line)
                    function = nil
                    index += 1
                    continue
                }
            }
            if var scope = opening, !token.escaped {
                switch token.text {
                case "{":
                    braces.append(.type(scopes.count))
                    scopes.append(ScannedSource.TypeScope(
                        name: scope.name, isExtension: scope.isExtension, isProtocol: scope.isProtocol,
                        inherited: scope.inherited, lines: scope.line...scope.line))
                    opening = nil
                    continue
                case "<": scope.angles += 1
                case ">": scope.angles -= 1
                case ":" where scope.angles == 0: scope.afterColon = true
                case "where": scope.inWhere = true
                default:
                    if isIdentifier(token), scope.angles == 0 {
                        if !scope.afterColon, afterDot {
                            scope.name = token.text
                        } else if scope.afterColon, !scope.inWhere {
                            scope.inherited.append(token.text)
                        }
                    }
                }
                opening = scope
                continue
            }
            guard !token.escaped else {
                continue
            }
            if var pending = function {
                switch token.text {
                case "(": pending.parens += 1
                case ")": pending.parens -= 1
                case "{" where pending.parens == 0:
                    braces.append(.function(functions.count))
                    functions.append(ScannedSource.FunctionScope(name: pending.name, lines: pending.line...pending.line,
                                                                 parameters: pending.parameters))
                    function = nil
                    continue
                default:
                    if pending.parens == 0, declarationStarts.contains(token.text) {
                        function = nil
                    }
                }
                pending.read(token, after: index > 0 ? tokens[index - 1].text : "")
                if function != nil {
                    function = pending
                    continue
                }
            }
            switch token.text {
            case "func" where !afterDot:
                if index + 1 < tokens.count {
                    function = OpeningFunction(name: tokens[index + 1].text, line: token.line)
                }
            case "init" where !afterDot:
                function = OpeningFunction(name: "init", line: token.line)
            case "{":
                braces.append(.other)
            case "}":
                switch braces.popLast() {
                case .type(let scope)?:
                    scopes[scope].lines = scopes[scope].lines.lowerBound...token.line
                case .function(let body)?:
                    functions[body].lines = functions[body].lines.lowerBound...token.line
                default:
                    break
                }
            case "let", "var":
                if case .type(let scope)? = braces.last {
                    if index + 1 < tokens.count, isIdentifier(tokens[index + 1]), declaresStoredProperty(at: index, in: tokens) {
                        scopes[scope].storedProperties.append(tokens[index + 1].text)
                    }
                    var next = index + 1
                    while next < tokens.count, tokens[next].line == token.line {
                        if isIdentifier(tokens[next]) {
                            scopes[scope].propertyNames.insert(tokens[next].text)
                        }
                        next += 1
                    }
                }
            default:
                break
            }
        }
        return (scopes, functions)
    }

    private static func isIdentifier(_ token: Token) -> Bool {
        if token.escaped {
            return true
        }
        guard let first = token.text.unicodeScalars.first else {
            return false
        }
        return Lexer.isIdentifierStart(first)
    }

    /// The state machine. Works on Unicode scalars; Swift's syntax characters are all ASCII.
    private struct Lexer {
        let scalars: [Unicode.Scalar]
        var index = 0
        var line = 0
        var lines: [ScannedSource.Line] = [ScannedSource.Line()]
        var stack: [Frame] = [.code(interpolationParens: nil)]
        var tokens: [Token] = []

        init(_ scalars: [Unicode.Scalar]) {
            self.scalars = scalars
        }

        mutating func run() {
            while index < scalars.count {
                guard let frame = stack.last else {
                    stack = [.code(interpolationParens: nil)]
                    continue
                }
                switch frame {
                case .code(let parens):
                    lexCode(interpolationParens: parens)
                case .string(let multiline, let hashes):
                    lexString(multiline: multiline, hashes: hashes)
                case .regex(let hashes):
                    lexRegex(hashes: hashes)
                case .blockComment(let depth):
                    lexBlockComment(depth: depth)
                }
            }
        }

        /// The lines, without the empty one a final newline opens.
        func finishedLines() -> [ScannedSource.Line] {
            if lines.count > 1, let last = lines.last, !last.hasCode, last.directive == nil,
               scalars.last == "\n" {
                return Array(lines.dropLast())
            }
            if scalars.isEmpty {
                return []
            }
            return lines
        }

        // MARK: Contexts

        mutating func lexCode(interpolationParens: Int?) {
            let scalar = scalars[index]
            switch scalar {
            case "\n":
                newline()
                index += 1
            case " ", "\t", "\r", "\u{0B}", "\u{0C}":
                index += 1
            case "/" where peek(1) == "/":
                lexLineComment(atTopLevel: interpolationParens == nil)
            case "/" where peek(1) == "*":
                stack.append(.blockComment(depth: 1))
                index += 2
            case "#":
                let hashes = count("#", from: index)
                let after = peek(hashes)
                if after == "\"" {
                    index += hashes
                    openString(hashes: hashes)
                } else if after == "/" {
                    markCode()
                    addToken("#/", escaped: false)
                    stack.append(.regex(hashes: hashes))
                    index += hashes + 1
                } else {
                    markCode()
                    index += 1
                    // `#if`, `#selector`: the word after `#` is not a declaration keyword.
                    let word = identifier(from: index)
                    addToken("#" + word, escaped: false)
                    index += word.unicodeScalars.count
                }
            case "\"":
                openString(hashes: 0)
            case "`":
                markCode()
                var end = index + 1
                while end < scalars.count, scalars[end] != "`", scalars[end] != "\n" {
                    end += 1
                }
                let name = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
                addToken(name, escaped: true)
                index = end < scalars.count && scalars[end] == "`" ? end + 1 : end
            case "(":
                markCode()
                if let parens = interpolationParens {
                    replaceTop(.code(interpolationParens: parens + 1))
                }
                addToken("(", escaped: false)
                index += 1
            case ")":
                markCode()
                if let parens = interpolationParens {
                    if parens == 0 {
                        // End of `\( ... )`: back to the string.
                        stack.removeLast()
                    } else {
                        replaceTop(.code(interpolationParens: parens - 1))
                    }
                }
                addToken(")", escaped: false)
                index += 1
            default:
                markCode()
                if Self.isIdentifierStart(scalar) {
                    let word = identifier(from: index)
                    addToken(word, escaped: false)
                    index += word.unicodeScalars.count
                } else {
                    addToken(String(Character(scalar)), escaped: false)
                    index += 1
                }
            }
        }

        mutating func lexLineComment(atTopLevel: Bool) {
            let start = index + 2
            var end = start
            while end < scalars.count, scalars[end] != "\n" {
                end += 1
            }
            if atTopLevel, !lines[line].hasCode {
                let comment = String(String.UnicodeScalarView(scalars[start..<end]))
                if let directive = SwiftSourceScanner.roleDirective(inComment: comment) {
                    lines[line].directive = directive
                }
            }
            index = end
        }

        mutating func lexBlockComment(depth: Int) {
            let scalar = scalars[index]
            if scalar == "\n" {
                newline()
                index += 1
            } else if scalar == "/", peek(1) == "*" {
                replaceTop(.blockComment(depth: depth + 1))
                index += 2
            } else if scalar == "*", peek(1) == "/" {
                if depth <= 1 {
                    stack.removeLast()
                } else {
                    replaceTop(.blockComment(depth: depth - 1))
                }
                index += 2
            } else {
                index += 1
            }
        }

        mutating func openString(hashes: Int) {
            markCode()
            addToken("\"", escaped: false)
            if peek(0) == "\"", peek(1) == "\"", peek(2) == "\"" {
                stack.append(.string(multiline: true, hashes: hashes))
                index += 3
            } else {
                stack.append(.string(multiline: false, hashes: hashes))
                index += 1
            }
        }

        mutating func lexString(multiline: Bool, hashes: Int) {
            let scalar = scalars[index]
            switch scalar {
            case "\n":
                if !multiline {
                    // Unterminated single-line string: recover at the end of the line.
                    stack.removeLast()
                }
                newline()
                index += 1
            case "\\" where count("#", from: index + 1) >= hashes:
                markCode()
                let next = index + 1 + hashes
                if peek(1 + hashes) == "(" {
                    stack.append(.code(interpolationParens: 0))
                    index = next + 1
                } else if next < scalars.count, scalars[next] != "\n" {
                    index = next + 1
                } else {
                    // A backslash before the newline continues a multi-line string's line.
                    index = next
                }
            case "\"":
                markCode()
                if multiline {
                    if peek(1) == "\"", peek(2) == "\"", count("#", from: index + 3) >= hashes {
                        stack.removeLast()
                        index += 3 + hashes
                    } else {
                        index += 1
                    }
                } else if count("#", from: index + 1) >= hashes {
                    stack.removeLast()
                    index += 1 + hashes
                } else {
                    index += 1
                }
            default:
                if !Self.isWhitespace(scalar) {
                    markCode()
                }
                index += 1
            }
        }

        mutating func lexRegex(hashes: Int) {
            let scalar = scalars[index]
            if scalar == "\n" {
                newline()
                index += 1
                return
            }
            if !Self.isWhitespace(scalar) {
                markCode()
            }
            if scalar == "\\" {
                index += scalars.indices.contains(index + 1) && scalars[index + 1] != "\n" ? 2 : 1
            } else if scalar == "/", count("#", from: index + 1) >= hashes {
                stack.removeLast()
                index += 1 + hashes
            } else {
                index += 1
            }
        }

        // MARK: Helpers

        mutating func newline() {
            line += 1
            lines.append(ScannedSource.Line())
        }

        mutating func markCode() {
            lines[line].hasCode = true
        }

        mutating func addToken(_ text: String, escaped: Bool) {
            tokens.append(Token(text: text, line: line, escaped: escaped))
        }

        mutating func replaceTop(_ frame: Frame) {
            stack[stack.count - 1] = frame
        }

        func peek(_ offset: Int) -> Unicode.Scalar? {
            let position = index + offset
            return position < scalars.count ? scalars[position] : nil
        }

        func count(_ scalar: Unicode.Scalar, from start: Int) -> Int {
            var end = start
            while end < scalars.count, scalars[end] == scalar {
                end += 1
            }
            return end - start
        }

        func identifier(from start: Int) -> String {
            var end = start
            while end < scalars.count, Self.isIdentifierContinue(scalars[end]) {
                end += 1
            }
            return String(String.UnicodeScalarView(scalars[start..<end]))
        }

        static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || scalar == "$" || scalar.properties.isAlphabetic
                || (scalar.value > 0x7F && scalar.properties.isXIDStart)
        }

        static func isIdentifierContinue(_ scalar: Unicode.Scalar) -> Bool {
            isIdentifierStart(scalar) || scalar.properties.numericType != nil
                || (scalar.value > 0x7F && scalar.properties.isXIDContinue)
        }

        static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isWhitespace
        }
    }
}

extension String {
    /// The string without leading and trailing whitespace (Foundation-free).
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else {
            return ""
        }
        return String(scalars[first...last])
    }
}
