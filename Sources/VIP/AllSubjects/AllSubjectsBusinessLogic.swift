// Role: glue
// What the All Subjects view controller may ask of its interactor, and what the subject list scene's
// router writes into it.
import SharedModel

/// The All Subjects scene's use cases, as the view controller sends them.
@MainActor
protocol AllSubjectsBusinessLogic: AnyObject {
    func fetchCatalogue(_ request: AllSubjects.FetchCatalogue.Request)
    func applyTheme(_ request: AllSubjects.ApplyTheme.Request)
}

/// What the interactor keeps that crosses between scenes: the user's current phase and open subjects,
/// which the subject list scene's router passes in before pushing this scene, and the subject of the
/// link the app was opened with, passed in with them.
@MainActor
protocol AllSubjectsDataStore: AnyObject {
    var currentPhase: Phase? { get set }
    var openSubjectIDs: Set<Int> { get set }
    var markedSubjectID: Int? { get set }
}
