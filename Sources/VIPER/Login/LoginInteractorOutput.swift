// Role: glue
// The boundary from interactor to presenter: how a login ended, as facts, never as messages.
import SharedModel

/// Interactor → presenter.
@MainActor
protocol LoginInteractorOutput: AnyObject {
    /// The login succeeded and the session is stored.
    func loginDidSucceed()
    /// The login failed with `error`.
    func loginDidFail(with error: APIError)
}
