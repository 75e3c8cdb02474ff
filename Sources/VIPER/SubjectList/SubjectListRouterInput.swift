// Role: glue
// The boundary from presenter to router: where the Practice screen can lead.

/// Presenter → router.
@MainActor
protocol SubjectListRouterInput: AnyObject {
    /// Shows the subject screen of the subject named `name`.
    func showSubject(named name: String)
    /// Shows the subject settings screen ("All Subjects").
    func showSubjectSettings()
}
