/// Which credential a rule is about.
public enum CredentialField: Hashable, Sendable {
    case username
    case password
}

/// Why a credential is not acceptable.
public enum CredentialProblem: Hashable, Sendable {
    case missing(CredentialField)
    case tooShort(CredentialField)
    case tooLong(CredentialField)

    /// The message the login screen shows for the problem.
    public var message: String {
        switch self {
        case .missing(let field): "\(field.label) is required"
        case .tooShort(let field): "\(field.label) must be at least \(CredentialRules.minimumLength) characters"
        case .tooLong(let field): "\(field.label) must be at most \(CredentialRules.maximumLength) characters"
        }
    }
}

extension CredentialField {
    var label: String {
        switch self {
        case .username: "Username"
        case .password: "Password"
        }
    }
}

/// The rules a username and a password must meet. Length is counted in Characters (extended
/// grapheme clusters), so "é" typed as e + combining accent is one, and text is used exactly as typed.
public enum CredentialRules {
    public static let minimumLength = 6
    public static let maximumLength = 24

    /// The first rule `text` breaks, checked in the order empty, too short, too long; nil if none.
    public static func problem(with text: String, as field: CredentialField) -> CredentialProblem? {
        let length = text.count
        if length == 0 { return .missing(field) }
        if length < minimumLength { return .tooShort(field) }
        if length > maximumLength { return .tooLong(field) }
        return nil
    }

    /// The username's problem then the password's, those that exist.
    public static func problems(in credentials: Credentials) -> [CredentialProblem] {
        [problem(with: credentials.username, as: .username), problem(with: credentials.password, as: .password)]
            .compactMap { $0 }
    }
}
