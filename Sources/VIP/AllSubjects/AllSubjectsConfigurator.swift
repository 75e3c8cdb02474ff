// Role: assembly
// The All Subjects scene's configurator: it makes the view controller, interactor, worker, presenter and
// router, and connects the VIP cycle, with the router reading the interactor as its data store. It
// returns the view controller itself, so that the router that opens the scene can reach that data
// store and pass the phase and the open subjects in before pushing it.
import SharedModel

@MainActor
enum AllSubjectsConfigurator {
    static func makeScene(environment: AppEnvironment) -> AllSubjectsViewController {
        let viewController = AllSubjectsViewController()
        let interactor = AllSubjectsInteractor(worker: AllSubjectsWorker(environment: environment),
                                               themeStore: environment.themeStore)
        let presenter = AllSubjectsPresenter()
        let router = AllSubjectsRouter()
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.dataStore = interactor
        return viewController
    }
}
