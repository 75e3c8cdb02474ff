// Role: navigation
// The subject list scene's router: it reads the selected item from the interactor's data store, passes it
// to the screen it leads to, and pushes that screen. A subject leads to the subject detail scene, which
// it makes through that scene's configurator and passes the subject into that scene's data store. More
// leads to the All Subjects scene, made the same way, with the current phase, the open subjects and the
// subject to mark the data store keeps passed into that scene's data store.
import SharedModel
import ViewKit

@MainActor
final class SubjectListRouter: SubjectListDataPassing {
    /// Weak: the view controller owns this router.
    weak var viewController: ViewController?
    /// The interactor, read as a data store. Weak: the view controller owns the interactor.
    weak var dataStore: (any SubjectListDataStore)?
    private let environment: AppEnvironment

    // Role: assembly
    init(environment: AppEnvironment) {
        self.environment = environment
    }
}

// Role: navigation
extension SubjectListRouter: SubjectListRoutingLogic {
    func routeToSelectedItem() {
        guard let dataStore, let item = dataStore.selectedItem else { return }
        switch item.kind {
        case .subject:
            let destination = SubjectDetailConfigurator.makeScene(environment: environment)
            if let destinationDataStore = destination.router?.dataStore {
                passDataToSubjectDetail(source: dataStore, destination: destinationDataStore)
            }
            viewController?.navigationController?.pushViewController(destination)
        case .more:
            let destination = AllSubjectsConfigurator.makeScene(environment: environment)
            if let destinationDataStore = destination.router?.dataStore {
                passDataToAllSubjects(source: dataStore, destination: destinationDataStore)
            }
            viewController?.navigationController?.pushViewController(destination)
        }
    }

    // Role: glue
    /// The selected subject, into the subject detail scene's data store.
    func passDataToSubjectDetail(source: any SubjectListDataStore, destination: any SubjectDetailDataStore) {
        guard let item = source.selectedItem, case .subject(let id) = item.kind else { return }
        destination.subjectID = id
        destination.subjectName = item.title
    }

    /// The current phase, the open subjects and the subject to mark, into the All Subjects scene's data store.
    /// More shows only once a load has succeeded, so the phase is known by then.
    func passDataToAllSubjects(source: any SubjectListDataStore, destination: any AllSubjectsDataStore) {
        destination.currentPhase = source.currentPhase
        destination.openSubjectIDs = source.openSubjectIDs
        destination.markedSubjectID = source.markedSubjectID
    }
}
