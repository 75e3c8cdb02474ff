// Role: assembly
// The Practice scene's configurator: it makes the view controller, interactor, worker, presenter and
// router, and connects the VIP cycle, with the router reading the interactor as its data store.
import SharedModel
import ViewKit

@MainActor
enum SubjectListConfigurator {
    static func makeScene(environment: AppEnvironment) -> ViewController {
        let viewController = SubjectListViewController()
        let interactor = SubjectListInteractor(worker: SubjectListWorker(environment: environment),
                                               themeStore: environment.themeStore)
        let presenter = SubjectListPresenter()
        let router = SubjectListRouter(environment: environment)
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
        return viewController
    }
}
