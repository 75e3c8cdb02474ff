/// Why a text is not a link the app follows (docs/SPEC.md §7.4), said so that a log names the part
/// that is wrong.
public enum AppLinkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No `<scheme>://` at the start.
    case notALink
    /// A scheme other than `practice`.
    case wrongScheme(String)
    /// A destination (the host) the app does not have.
    case unknownDestination(String)
    /// What follows `practice://subject` is not `/` and an id of ASCII decimal digits within `Int`.
    case badSubjectID(String)

    public var description: String {
        switch self {
        case .notALink: "not a link: it does not start with a scheme and ://"
        case .wrongScheme(let scheme): "the scheme is \(scheme.debugDescription), not \"practice\""
        case .unknownDestination(let host): "no destination \(host.debugDescription): the app opens only practice://subject/<id>"
        case .badSubjectID(let path): "\(path.debugDescription) is not / and a subject id of decimal digits"
        }
    }
}
