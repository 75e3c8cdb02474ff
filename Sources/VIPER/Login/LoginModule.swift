// Role: assembly
// One login module, all its parts side by side, as its builder made them. Ownership runs one way:
// view controller ▶ presenter ▶ interactor ▶ API manager, and presenter ▶ router; the way back is
// weak (presenter ▷ view, interactor ▷ presenter, router ▷ view controller).
import SharedModel

@MainActor
struct LoginModule {
    let viewController: LoginViewController
    let presenter: LoginPresenter
    let interactor: LoginInteractor
    let router: LoginRouter
    let loginManager: LoginAPIManager
}
