// Role: assembly
// The subject list scene's configurator: it makes the view controller, interactor, worker, presenter and
// router, and connects the VIP cycle, with the router reading the interactor as its data store. It
// returns the view controller itself, so that the app as it starts, or the login scene's router, can
// reach that data store and pass the linked subject in.
import SharedModel

@MainActor
enum SubjectListConfigurator {
    static func makeScene(environment: AppEnvironment) -> SubjectListViewController {
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
