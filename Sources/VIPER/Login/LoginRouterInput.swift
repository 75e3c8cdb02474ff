// Role: glue
// The boundary from presenter to router: where the login screen can lead.

/// Presenter → router.
@MainActor
protocol LoginRouterInput: AnyObject {
    /// Shows the subject list after a successful login.
    func showSubjectList()
}
