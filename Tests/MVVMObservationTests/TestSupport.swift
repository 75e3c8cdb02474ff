// Test support: the good account and the spec's words, spelled out so a test fails if the screens'
// words change, and a probe that says whether a change reaches what observation tracking read.
import Observation
@testable import MVVMObservation
import SharedModel

enum Expected {
    static let username = SampleData.goodCredentials.username
    static let password = SampleData.goodCredentials.password
    static let signingIn = "Signing in\u{2026}"
    static let wrongCredentials = "Incorrect username or password"
    static let noConnection = "Can't reach the server. Check your connection and try again."
    static let genericFailure = "Something went wrong. Please try again."
    /// The junior-phase sample user's open subjects, then More.
    static let sampleTitles = ["Math", "Chinese", "English", "Physics", "History", "More"]
}

/// Reads `read` inside observation tracking, as the view kit runs a controller's update, and
/// records whether a later change invalidated it.
@MainActor
final class TrackedRead {
    private(set) var invalidated = false

    init(_ read: @escaping @MainActor () -> Void) {
        withObservationTracking({ read() }, onChange: { [weak self] in
            MainActor.assumeIsolated { self?.invalidated = true }
        })
    }
}

extension LoginViewModel {
    /// Types both fields, then taps Log In, as the controller hands the user's actions on.
    func submit(username: String, password: String) {
        userTyped(username, in: .username)
        userTyped(password, in: .password)
        submit()
    }
}
