// Role: glue
// The boundary from presenter to interactor: the login use cases.
import SharedModel

/// Presenter → interactor. Business rules and requests, with no wording and no widgets.
@MainActor
protocol LoginInteractorInput: AnyObject {
    /// The first credential rule `text` breaks as `field`, or nil.
    func problem(with text: String, as field: CredentialField) -> CredentialProblem?
    /// Signs in with `credentials`; the outcome arrives through ``LoginInteractorOutput``.
    func logIn(with credentials: Credentials)
}
