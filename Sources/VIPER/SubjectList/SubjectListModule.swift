// Role: assembly
// One subject list module, all its parts side by side, as its builder made them. Ownership runs one way:
// view controller ▶ presenter ▶ interactor ▶ API managers, and presenter ▶ router; the way back is
// weak (presenter ▷ view, interactor ▷ presenter, router ▷ view controller).
import SharedModel

@MainActor
struct SubjectListModule {
    let viewController: SubjectListViewController
    let presenter: SubjectListPresenter
    let interactor: SubjectListInteractor
    let router: SubjectListRouter
    let catalogueManager: SubjectsAPIManager
    let settingsManager: UserSubjectsAPIManager
}
