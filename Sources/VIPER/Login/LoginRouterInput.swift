// Role: glue
// The boundary from presenter to router: where the login screen can lead.

/// Presenter → router.
@MainActor
protocol LoginRouterInput: AnyObject {
    /// Shows the Practice screen after a successful login.
    func showSubjectList()
}
