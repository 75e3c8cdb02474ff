// Role: glue
// What the subject detail interactor hands its presenter: one method per use case's Response.

@MainActor
protocol SubjectDetailPresentationLogic: AnyObject {
    func presentSubject(_ response: SubjectDetail.GetSubject.Response)
    func presentDetails(_ response: SubjectDetail.UpdateDetails.Response)
    func presentTheme(_ response: SubjectDetail.ApplyTheme.Response)
    func presentSwitchOff(_ response: SubjectDetail.SwitchOff.Response)
}
