// Role: glue
// What the All Subjects interactor hands its presenter: one method per use case's Response.

@MainActor
protocol AllSubjectsPresentationLogic: AnyObject {
    func presentCatalogue(_ response: AllSubjects.FetchCatalogue.Response)
    func presentTheme(_ response: AllSubjects.ApplyTheme.Response)
}
