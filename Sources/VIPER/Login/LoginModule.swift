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

    /// Connects the three weak back-references. A module is wired exactly once: this throws at the
    /// first back-reference already connected, and leaves that one as it was.
    func wire() throws(WiringError) {
        try presenter.connect(view: viewController)
        try interactor.connect(output: presenter)
        try router.connect(viewController: viewController)
    }
}
