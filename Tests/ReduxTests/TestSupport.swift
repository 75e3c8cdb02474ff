// Test support: the good account and the spec's words, spelled out so a test fails if the screens'
// words change.
import SharedModel

enum Expected {
    static let username = SampleData.goodCredentials.username
    static let password = SampleData.goodCredentials.password
    static let signingIn = "Signing in\u{2026}"
    static let wrongCredentials = "Incorrect username or password"
    /// The junior-phase sample user's open subjects, then More.
    static let sampleTitles = ["Math", "Chinese", "English", "Physics", "History", "More"]
}
