// Role: glue
// What the subject list interactor hands its presenter: one method per use case's Response.

@MainActor
protocol SubjectListPresentationLogic: AnyObject {
    func presentSubjects(_ response: SubjectList.FetchSubjects.Response)
    func presentTheme(_ response: SubjectList.ApplyTheme.Response)
    func presentSelection(_ response: SubjectList.SelectItem.Response)
}
