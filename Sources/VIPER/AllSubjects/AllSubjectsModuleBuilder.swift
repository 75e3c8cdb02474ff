// Role: assembly
// VIPER's assembly for All Subjects, in one place: the builder creates the parts, hands each its strong
// references through its initializer, then sets the weak ones. Other modules use it through
// AllSubjectsModuleBuilding and receive only a view controller.
import SharedModel
import ViewKit

@MainActor
struct AllSubjectsModuleBuilder: AllSubjectsModuleBuilding {
    let environment: AppEnvironment
    /// The subject of the link the app was opened with, marked in every All Subjects this builder makes;
    /// nil without one. Only the app holds it, so the app gives it here: the modules that open All
    /// Subjects do not hold it, and so cannot hand it over.
    let linkedSubjectID: Int?

    func build(currentPhase: Phase, openSubjectIDs: Set<Int>) -> ViewController {
        assemble(currentPhase: currentPhase, openSubjectIDs: openSubjectIDs).viewController
    }

    /// A new All Subjects module with every part exposed, for whoever must look inside (tests).
    func assemble(currentPhase: Phase, openSubjectIDs: Set<Int>) -> AllSubjectsModule {
        let catalogueManager = SubjectsAPIManager(transport: environment.transport)
        let interactor = AllSubjectsInteractor(phase: currentPhase, catalogueManager: catalogueManager,
                                               themeStore: environment.themeStore)
        let presenter = AllSubjectsPresenter(openSubjectIDs: openSubjectIDs, linkedSubjectID: linkedSubjectID,
                                             interactor: interactor)
        let module = AllSubjectsModule(viewController: AllSubjectsViewController(output: presenter),
                                       presenter: presenter, interactor: interactor, catalogueManager: catalogueManager)
        // The way back, weak, set once here: whoever owns the other end keeps these alive.
        presenter.view = module.viewController
        interactor.output = presenter
        return module
    }
}
