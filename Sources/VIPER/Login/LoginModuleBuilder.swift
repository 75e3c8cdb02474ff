// Role: assembly
// VIPER's assembly, in one place: the builder creates the five parts of a login module, hands each
// its strong references through its initializer, then sets the weak ones. The outside world
// receives only the view controller.
import SharedModel
import ViewKit

@MainActor
struct LoginModuleBuilder {
    let environment: AppEnvironment
    /// How the login module's router will build the subject list.
    let subjectList: any SubjectListModuleBuilding

    /// A new login screen, wired; the subject list its first successful login shows gets the
    /// linked subject.
    func build(linkedSubjectID: Int? = nil) -> ViewController {
        assemble(linkedSubjectID: linkedSubjectID).viewController
    }

    /// A new login module with every part exposed, for whoever must look inside (tests).
    func assemble(linkedSubjectID: Int? = nil) -> LoginModule {
        let loginManager = LoginAPIManager(transport: environment.transport)
        let interactor = LoginInteractor(loginManager: loginManager, sessionStore: environment.sessionStore)
        let router = LoginRouter(subjectList: subjectList, linkedSubjectID: linkedSubjectID)
        let presenter = LoginPresenter(interactor: interactor, router: router)
        let module = LoginModule(viewController: LoginViewController(output: presenter), presenter: presenter,
                                 interactor: interactor, router: router, loginManager: loginManager)
        // The way back, weak, set once here: whoever owns the other end keeps these alive.
        presenter.view = module.viewController
        interactor.output = presenter
        router.viewController = module.viewController
        return module
    }
}
