// Role: glue
// The boundary from presenter to router: where the Practice screen can lead.

/// Presenter → router.
@MainActor
protocol SubjectListRouterInput: AnyObject {
    /// Shows the subject detail screen of subject `id`, named `name`; what happens there is reported
    /// to `moduleOutput`.
    func showSubject(id: Int, named name: String, moduleOutput: any SubjectDetailModuleOutput)
    /// Shows the subject settings screen ("All Subjects").
    func showSubjectSettings()
}
