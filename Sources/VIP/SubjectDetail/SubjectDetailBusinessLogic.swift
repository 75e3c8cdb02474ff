// Role: glue
// What the subject detail view controller may ask of its interactor, and what the routers on either
// side read from it and write into it.

/// The subject detail scene's use cases, as the view controller sends them.
@MainActor
protocol SubjectDetailBusinessLogic: AnyObject {
    func getSubject(_ request: SubjectDetail.GetSubject.Request)
    func fetchDetails(_ request: SubjectDetail.FetchDetails.Request)
    func applyTheme(_ request: SubjectDetail.ApplyTheme.Request)
    func switchOff(_ request: SubjectDetail.SwitchOff.Request)
}

/// What the interactor keeps that crosses between scenes: the subject, which the subject list scene's
/// router passes in before pushing this scene, and which this scene's router passes back once the
/// subject is switched off.
@MainActor
protocol SubjectDetailDataStore: AnyObject {
    var subjectID: Int? { get set }
    var subjectName: String? { get set }
}
