// Teaches: the good account and the words the spec gives the screens, written out once for every
// architecture's unit tests. They are literals on purpose: a test compares what a screen shows with
// the spec's words, so it fails when the screen's words change rather than following them.

/// The good account, and the words the spec (§2, §3) gives the screens.
public enum Expected {
    /// The fake server's good account (`SampleData.goodCredentials`): its username, then its password.
    public static let username = "student01"
    public static let password = "secret123"
    /// The login's instruction while its request is in flight.
    public static let signingIn = "Signing in\u{2026}"
    public static let wrongCredentials = "Incorrect username or password"
    public static let noConnection = "Can't reach the server. Check your connection and try again."
    public static let genericFailure = "Something went wrong. Please try again."
    /// The junior-phase sample user's open subjects, then More.
    public static let sampleTitles = ["Math", "Chinese", "English", "Physics", "History", "More"]
}
