// Role: assembly
// One All Subjects module, all its parts side by side, as its builder made them. Ownership runs one way:
// view controller ▶ presenter ▶ interactor ▶ API manager; the way back is weak (presenter ▷ view,
// interactor ▷ presenter).
import SharedModel

@MainActor
struct AllSubjectsModule {
    let viewController: AllSubjectsViewController
    let presenter: AllSubjectsPresenter
    let interactor: AllSubjectsInteractor
    let catalogueManager: SubjectsAPIManager
}
