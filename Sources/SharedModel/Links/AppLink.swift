/// A link the app can be opened with (docs/SPEC.md §7.4). The one kind there is,
/// `practice://subject/<id>`, asks for a subject's screen. Reading one is strict: anything that is
/// not exactly that shape is refused with the reason, and the app then starts as usual.
public enum AppLink: Hashable, Sendable {
    /// `practice://subject/<id>`: the subject with that catalogue id.
    case subject(id: Int)

    /// The scheme every link of the app carries.
    public static let scheme = "practice"

    /// Reads `text` as a link. The scheme and the host are matched without regard to case, as a
    /// URL's are; the id is ASCII decimal digits within `Int`, by the rule a legacy catalogue's `sid`
    /// follows (§3.1); nothing may follow it, not even a slash, a query or a fragment.
    public init(parsing text: String) throws(AppLinkError) {
        guard let colon = text.firstIndex(of: ":"),
              text[colon...].hasPrefix("://") else {
            throw .notALink
        }
        guard text[..<colon].lowercased() == Self.scheme else {
            throw .wrongScheme(String(text[..<colon]))
        }
        let rest = text[text.index(colon, offsetBy: 3)...]
        let parts = rest.split(separator: "/", omittingEmptySubsequences: false)
        guard let host = parts.first, host.lowercased() == "subject" else {
            throw .unknownDestination(String(parts.first ?? ""))
        }
        guard parts.count == 2, let id = Subject.legacyID(fromUTF8: parts[1].utf8) else {
            throw .badSubjectID(String(rest.dropFirst(host.count)))
        }
        self = .subject(id: id)
    }

    /// The subject the app was opened for: the one `link` names, or nil when there is no link or it
    /// does not read, and the app starts as usual. Every architecture reads its link through this.
    public static func subjectID(in link: String?) -> Int? {
        guard let link, case .subject(let id)? = try? AppLink(parsing: link) else { return nil }
        return id
    }
}
