// Role: assembly
// VIPER's assembly, in one place: the builder creates the five parts of a login module, hands each
// its strong references through its initializer, then wires the weak ones once. The outside world
// receives only the view controller.
import SharedModel
import ViewKit

@MainActor
struct LoginModuleBuilder {
    let environment: AppEnvironment
    /// How the login module's router will build the Practice screen.
    let subjectList: any SubjectListModuleBuilding
    /// Hears about wiring the builder refused; see ``WiringError``.
    var reportWiringError: @MainActor (WiringError) -> Void = WiringError.writeToStandardError

    /// A new login screen, wired.
    func build() -> ViewController {
        assemble().viewController
    }

    /// A new login module with every part exposed, for whoever must look inside (tests).
    func assemble() -> LoginModule {
        let loginManager = LoginAPIManager(transport: environment.transport)
        let interactor = LoginInteractor(loginManager: loginManager, sessionStore: environment.sessionStore)
        let router = LoginRouter(subjectList: subjectList)
        let presenter = LoginPresenter(interactor: interactor, router: router)
        let module = LoginModule(viewController: LoginViewController(output: presenter), presenter: presenter,
                                 interactor: interactor, router: router, loginManager: loginManager)
        wire(module)
        return module
    }

    /// Wires `module`'s back-references; a connection refused is reported, never a crash.
    func wire(_ module: LoginModule) {
        do {
            try module.wire()
        } catch {
            reportWiringError(error)
        }
    }
}
