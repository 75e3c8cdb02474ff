// Role: assembly
// VIPER's assembly for the subject detail screen, in one place: the builder creates the parts, hands
// each its strong references through its initializer, then sets the weak ones, the module output among
// them. Other modules use it through SubjectDetailModuleBuilding and receive only a view controller.
import SharedModel
import ViewKit

@MainActor
struct SubjectDetailModuleBuilder: SubjectDetailModuleBuilding {
    let environment: AppEnvironment
    /// How the subject detail module's router will build All Subjects.
    let allSubjects: any AllSubjectsModuleBuilding

    func build(subjectID id: Int, name: String, moduleOutput: any SubjectDetailModuleOutput) -> ViewController {
        assemble(subjectID: id, name: name, moduleOutput: moduleOutput).viewController
    }

    /// A new subject detail module with every part exposed, for whoever must look inside (tests).
    func assemble(subjectID id: Int, name: String, moduleOutput: any SubjectDetailModuleOutput) -> SubjectDetailModule {
        let detailsManager = SubjectDetailsAPIManager(transport: environment.transport)
        let switchOffManager = SwitchOffAPIManager(transport: environment.transport,
                                                   sessionStore: environment.sessionStore)
        let interactor = SubjectDetailInteractor(detailsManager: detailsManager, switchOffManager: switchOffManager,
                                                 themeStore: environment.themeStore)
        let router = SubjectDetailRouter(allSubjects: allSubjects)
        let presenter = SubjectDetailPresenter(subjectID: id, interactor: interactor, router: router)
        let module = SubjectDetailModule(viewController: SubjectDetailViewController(output: presenter, title: name),
                                         presenter: presenter, interactor: interactor, router: router,
                                         detailsManager: detailsManager, switchOffManager: switchOffManager)
        // The way back, weak, set once here: whoever owns the other end keeps these alive.
        presenter.view = module.viewController
        presenter.moduleOutput = moduleOutput
        interactor.output = presenter
        router.viewController = module.viewController
        return module
    }
}
