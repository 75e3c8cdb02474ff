// Role: assembly
// The login scene's configurator: it makes the view controller, interactor, worker, presenter and
// router, and connects the VIP cycle: view controller → interactor → presenter → view controller,
// with the router beside the view controller, reading the interactor as its data store. It returns
// the view controller itself, so that the app as it starts can reach that data store and pass the
// linked subject in.
import SharedModel

@MainActor
enum LoginConfigurator {
    static func makeScene(environment: AppEnvironment) -> LoginViewController {
        let viewController = LoginViewController()
        let interactor = LoginInteractor(worker: LoginWorker(environment: environment), sessionStore: environment.sessionStore)
        let presenter = LoginPresenter()
        let router = LoginRouter(environment: environment)
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
        return viewController
    }
}
