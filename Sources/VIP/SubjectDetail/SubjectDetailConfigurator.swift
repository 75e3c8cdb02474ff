// Role: assembly
// The subject detail scene's configurator: it makes the view controller, interactor, worker, presenter
// and router, and connects the VIP cycle, with the router reading the interactor as its data store.
// It returns the view controller itself, so that the router that opens the scene can reach that data
// store and pass the subject in before pushing it. The router gets the environment to make All Subjects.
import SharedModel

@MainActor
enum SubjectDetailConfigurator {
    static func makeScene(environment: AppEnvironment) -> SubjectDetailViewController {
        let viewController = SubjectDetailViewController()
        let interactor = SubjectDetailInteractor(worker: SubjectDetailWorker(environment: environment),
                                                 themeStore: environment.themeStore)
        let presenter = SubjectDetailPresenter()
        let router = SubjectDetailRouter(environment: environment)
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
        return viewController
    }
}
