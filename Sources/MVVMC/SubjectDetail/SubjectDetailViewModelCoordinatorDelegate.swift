// Role: glue
// What the subject detail view model asks of its coordinator: the two ways out of the subject detail
// screen that the screen itself causes.

/// The coordinator of the flow that showed a subject's details, as the detail view model sees it.
@MainActor
protocol SubjectDetailViewModelCoordinatorDelegate: AnyObject {
    /// The subject is switched off on the server: move on, and let the flow's other screens know.
    func switchOffDidSucceed(subjectID: Int)
    /// The user asked for All Subjects: show it over the subject with what More would give it now,
    /// which the flow knows and the subject screen does not.
    func showAllSubjects()
}
