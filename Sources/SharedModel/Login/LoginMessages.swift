/// What the login logic may say in the instruction (spec §2.3–2.4), defined once for every
/// architecture. Choosing a message is a decision (presenters, view models and interactors make
/// it, and none of them may import a view), so the words live beside the rules, in the model layer,
/// like ``CredentialProblem/message``. The screen's own furniture (titles, identifiers) is in
/// `SharedViews`.
public enum LoginMessages {
    public static let signingIn = "Signing in\u{2026}"
    public static let wrongCredentials = "Incorrect username or password"
    public static let noConnection = "Can't reach the server. Check your connection and try again."
    public static let genericFailure = "Something went wrong. Please try again."

    /// The message for a failed login call.
    public static func message(for error: APIError) -> String {
        switch error {
        case .unauthorized: wrongCredentials
        case .noConnection, .timedOut: noConnection
        case .server, .malformed, .invalidParameters, .cancelled: genericFailure
        }
    }
}
