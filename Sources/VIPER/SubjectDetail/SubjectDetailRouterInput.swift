// Role: glue
// The boundary from presenter to router: how the subject detail screen is left.

/// Presenter → router.
@MainActor
protocol SubjectDetailRouterInput: AnyObject {
    /// Closes the subject detail screen, back to the screen that opened it.
    func closeSubjectDetail()
}
