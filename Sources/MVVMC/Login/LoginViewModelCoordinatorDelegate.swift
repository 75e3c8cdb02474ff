// Role: glue
// What the login view model asks of its coordinator: the one way out of the login screen.

/// The coordinator of the login flow, as its view model sees it.
@MainActor
protocol LoginViewModelCoordinatorDelegate: AnyObject {
    /// A login succeeded and the session is stored: move on.
    func loginDidSucceed()
}
