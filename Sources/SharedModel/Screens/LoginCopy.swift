/// The login screen's identifiers and words, defined once for every architecture.
public enum LoginCopy {
    public static let title = "Log In"
    public static let submitTitle = "Log In"
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

/// The accessibility identifiers of the login screen.
public enum LoginID {
    public static let username = "login.username"
    public static let password = "login.password"
    public static let instruction = "login.instruction"
    public static let submit = "login.submit"
    public static let activity = "login.activity"
}
