/// One call on the way from an event to a widget change: the module it is in, the function as
/// `Type.member` (an accessor or observer as `Type.property.didset`), and whether it is a closure
/// inside that function. Written `MVVM.LoginViewModel.submit` or `closure in MVVM.Observable.send`.
public struct ChainFrame: Sendable, Equatable, Hashable, Codable, CustomStringConvertible {
    /// The module, e.g. `MVVM`.
    public var module: String
    /// `Type.member`, without its signature.
    public var function: String
    /// Whether the frame is a closure (or an implicit one) inside ``function``.
    public var isClosure: Bool

    /// Creates a frame.
    public init(module: String, function: String, isClosure: Bool) {
        self.module = module
        self.function = function
        self.isClosure = isClosure
    }

    private static let closurePrefix = "closure in "

    public var description: String {
        (isClosure ? Self.closurePrefix : "") + module + "." + function
    }

    /// Reads ``description``'s form back; nil for anything else.
    public init?(description: String) {
        let isClosure = description.hasPrefix(Self.closurePrefix)
        let rest = description.dropFirst(isClosure ? Self.closurePrefix.count : 0)
        guard let dot = rest.firstIndex(of: "."), dot != rest.startIndex, rest.index(after: dot) != rest.endIndex else {
            return nil
        }
        self.init(module: String(rest[..<dot]), function: String(rest[rest.index(after: dot)...]), isClosure: isClosure)
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let frame = ChainFrame(description: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a frame: \(text)"))
        }
        self = frame
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// Words that open a compiler-made frame (a thunk, a witness, a forwarder): not a call anyone wrote.
    private static let compilerMade = [
        "reabstraction thunk", "partial apply", "protocol witness", "merged ", "thunk for", "@objc", "outlined ",
        "key path", "dispatch thunk", "generic specialization", "function signature specialization",
    ]

    /// What the Observation macro adds to an `@Observable` type for its registrar.
    private static let observationMacroMembers: Set<String> = ["access", "withMutation", "shouldNotifyObservers"]

    /// The frame a full demangled name stands for, or nil for a compiler-made one or a name of
    /// none of `modules`: `closure #1 (Swift.String) -> () in MVVM.LoginViewModel.init(…) -> …`
    /// gives `closure in MVVM.LoginViewModel.init`; `(extension in MVC):SharedModel.Theme.x.getter : …`
    /// gives `MVC.Theme.x.getter`.
    public static func parse(demangled: String, modules: Set<String>) -> ChainFrame? {
        var name = Substring(demangled)
        if compilerMade.contains(where: { name.hasPrefix($0) }) {
            return nil
        }
        guard let stripped = DemangledName.strippingClosures(name) else { return nil }
        name = stripped.name
        let isClosure = stripped.isClosure
        for prefix in ["static ", "variable initialization expression of "] where name.hasPrefix(prefix) {
            name = name.dropFirst(prefix.count)
        }
        let module: Substring
        if name.hasPrefix("(extension in "), let close = name.range(of: "):") {
            module = name[name.index(name.startIndex, offsetBy: "(extension in ".count)..<close.lowerBound]
            let extended = name[close.upperBound...]
            guard let dot = extended.firstIndex(of: ".") else { return nil }
            name = extended[extended.index(after: dot)...]
        } else {
            guard let dot = name.firstIndex(of: ".") else { return nil }
            module = name[..<dot]
            name = name[name.index(after: dot)...]
        }
        guard modules.contains(String(module)) else { return nil }
        var function = ""
        var depth = 0
        var rest = name
        while let character = rest.first {
            if depth == 0, character == "(" {
                // A private member, where a member's name goes (first, or after a `.`):
                // `(usernameChanged in _A1B2)` stands for `usernameChanged`. Any other `(` opens
                // the signature, which ends the name.
                guard function.isEmpty || function.last == ".", let close = rest.firstIndex(of: ")"), let marker = rest.range(of: " in _"),
                      marker.upperBound < close else { break }
                function += rest[rest.index(after: rest.startIndex)..<marker.lowerBound]
                rest = rest[rest.index(after: close)...]
                continue
            }
            if depth == 0, character == " " { break }
            if character == "<" { depth += 1 } else if character == ">" { depth -= 1 } else if depth == 0 { function.append(character) }
            rest = rest.dropFirst()
        }
        // An allocating initialiser only allocates and calls the initialiser, the next frame: made by
        // the compiler for a class's `init`, not written; so are a derived conformance's members and
        // the registrar calls the Observation macro writes into an `@Observable` type.
        let member = function.split(separator: ".").last.map(String.init) ?? function
        guard !function.isEmpty, member != "__allocating_init", !member.hasPrefix("__derived_"),
              !observationMacroMembers.contains(member) else { return nil }
        return ChainFrame(module: String(module), function: function, isClosure: isClosure)
    }
}
