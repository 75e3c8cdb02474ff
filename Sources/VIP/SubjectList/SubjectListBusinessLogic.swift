// Role: glue
// What the subject list view controller may ask of its interactor, and what its router may read from it.
import SharedModel

/// The subject list scene's use cases, as the view controller sends them.
@MainActor
protocol SubjectListBusinessLogic: AnyObject {
    func fetchSubjects(_ request: SubjectList.FetchSubjects.Request)
    func applyTheme(_ request: SubjectList.ApplyTheme.Request)
    func selectItem(_ request: SubjectList.SelectItem.Request)
    func dropSwitchedOffSubject(_ request: SubjectList.DropSwitchedOffSubject.Request)
}

/// What the interactor keeps that the next scene is given: the item the user selected, and the current
/// phase and open subjects the list shows; what the subject detail scene's router gives back: the
/// subject switched off there; and what the app as it starts, or the login scene's router, passes in:
/// the linked subject, and the subject to mark, which the routers that open All Subjects pass on.
@MainActor
protocol SubjectListDataStore: AnyObject {
    var selectedItem: SubjectCellData? { get }
    var currentPhase: Phase? { get }
    var openSubjectIDs: Set<Int> { get }
    var switchedOffSubjectID: Int? { get set }
    var linkedSubjectID: Int? { get set }
    var markedSubjectID: Int? { get set }
}
