// Role: assembly
// VIPER's assembly for the subject list, in one place: the builder creates the parts, hands each
// its strong references through its initializer, then sets the weak ones. Other modules use it
// through SubjectListModuleBuilding and receive only a view controller.
import SharedModel
import ViewKit

@MainActor
struct SubjectListModuleBuilder: SubjectListModuleBuilding {
    let environment: AppEnvironment
    /// How the subject list module's router will build the subject detail screen.
    let subjectDetail: any SubjectDetailModuleBuilding
    /// How it will build All Subjects.
    let allSubjects: any AllSubjectsModuleBuilding

    func build(linkedSubjectID: Int? = nil) -> ViewController {
        assemble(linkedSubjectID: linkedSubjectID).viewController
    }

    /// A new subject list module with every part exposed, for whoever must look inside (tests).
    func assemble(linkedSubjectID: Int? = nil) -> SubjectListModule {
        let catalogueManager = SubjectsAPIManager(transport: environment.transport)
        let settingsManager = UserSubjectsAPIManager(transport: environment.transport,
                                                     sessionStore: environment.sessionStore)
        let interactor = SubjectListInteractor(catalogueManager: catalogueManager, settingsManager: settingsManager,
                                               themeStore: environment.themeStore)
        let router = SubjectListRouter(subjectDetail: subjectDetail, allSubjects: allSubjects)
        let presenter = SubjectListPresenter(interactor: interactor, router: router, linkedSubjectID: linkedSubjectID)
        let module = SubjectListModule(viewController: SubjectListViewController(output: presenter),
                                       presenter: presenter, interactor: interactor, router: router,
                                       catalogueManager: catalogueManager, settingsManager: settingsManager)
        // The way back, weak, set once here: whoever owns the other end keeps these alive.
        presenter.view = module.viewController
        interactor.output = presenter
        router.viewController = module.viewController
        return module
    }
}
