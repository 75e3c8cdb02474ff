// Test support: a probe that says whether a change reaches what observation tracking read, and the
// login view model's submit as the controller hands the user's actions on.
import Observation
@testable import MVVMObservation
import SharedModel

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
