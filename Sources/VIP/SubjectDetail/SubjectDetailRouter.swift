// Role: navigation
// The subject detail scene's router: once the subject is switched off it goes back to the subject list
// scene beneath, first passing the subject into that scene's data store. Clean Swift passes data
// backward as it passes it forward, from data store to data store through the router, with no
// delegate between the scenes. It opens All Subjects as the subject list scene's router does, through
// that scene's configurator, passing in the phase, the open subjects and the subject to mark it reads, at the
// tap, from the subject list scene's data store beneath: this scene keeps none of them.
import SharedModel
import ViewKit

@MainActor
final class SubjectDetailRouter: SubjectDetailDataPassing {
    /// Weak: the view controller owns this router.
    weak var viewController: ViewController?
    /// The interactor, read as a data store. Weak: the view controller owns the interactor.
    weak var dataStore: (any SubjectDetailDataStore)?
    private let environment: AppEnvironment

    // Role: assembly
    init(environment: AppEnvironment) {
        self.environment = environment
    }
}

// Role: navigation
extension SubjectDetailRouter: SubjectDetailRoutingLogic {
    func routeToSubjectList() {
        guard let dataStore, let navigationController = viewController?.navigationController,
              let destination = navigationController.viewControllers.dropLast().last as? SubjectListViewController,
              let destinationDataStore = destination.router?.dataStore
        else { return }
        passDataToSubjectList(source: dataStore, destination: destinationDataStore)
        navigationController.popViewController()
    }

    /// Reads the subject list scene beneath at the moment of the tap, so All Subjects gets what More
    /// would give it now, a refresh that landed beneath this scene included.
    func routeToAllSubjects() {
        guard let navigationController = viewController?.navigationController,
              let subjectList = navigationController.viewControllers.dropLast().last as? SubjectListViewController,
              let source = subjectList.router?.dataStore
        else { return }
        let destination = AllSubjectsConfigurator.makeScene(environment: environment)
        if let destinationDataStore = destination.router?.dataStore {
            passDataToAllSubjects(source: source, destination: destinationDataStore)
        }
        navigationController.pushViewController(destination)
    }

    // Role: glue
    /// The subject just switched off, into the subject list scene's data store; that scene drops it when
    /// it appears again.
    func passDataToSubjectList(source: any SubjectDetailDataStore, destination: any SubjectListDataStore) {
        destination.switchedOffSubjectID = source.subjectID
    }

    /// The subject list scene's current phase, open subjects and subject to mark, into the All Subjects scene's
    /// data store.
    func passDataToAllSubjects(source: any SubjectListDataStore, destination: any AllSubjectsDataStore) {
        destination.currentPhase = source.currentPhase
        destination.openSubjectIDs = source.openSubjectIDs
        destination.markedSubjectID = source.markedSubjectID
    }
}
