// Role: glue
// The boundary from presenter to router: where the subject list can lead.
import SharedModel

/// Presenter → router.
@MainActor
protocol SubjectListRouterInput: AnyObject {
    /// Shows the subject detail screen of subject `id`, named `name`; what happens there is reported
    /// to `moduleOutput`.
    func showSubject(id: Int, named name: String, moduleOutput: any SubjectDetailModuleOutput)
    /// Shows All Subjects of a user in `currentPhase` with the
    /// subjects `openSubjectIDs` open.
    func showAllSubjects(currentPhase: Phase, openSubjectIDs: Set<Int>)
}
