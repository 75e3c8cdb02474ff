// Role: assembly
// One subject detail module, all its parts side by side, as its builder made them. Ownership runs one
// way: view controller ▶ presenter ▶ interactor ▶ API managers, and presenter ▶ router; the way back is
// weak (presenter ▷ view, interactor ▷ presenter, router ▷ view controller), and so is the way out
// (presenter ▷ module output, the module that opened this one).
import SharedModel

@MainActor
struct SubjectDetailModule {
    let viewController: SubjectDetailViewController
    let presenter: SubjectDetailPresenter
    let interactor: SubjectDetailInteractor
    let router: SubjectDetailRouter
    let detailsManager: SubjectDetailsAPIManager
    let switchOffManager: SwitchOffAPIManager
}
