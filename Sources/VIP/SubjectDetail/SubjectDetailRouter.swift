// Role: navigation
// The subject detail scene's router: once the subject is switched off it goes back to the subject list
// scene beneath, first passing the subject into that scene's data store. Clean Swift passes data
// backward as it passes it forward, from data store to data store through the router, with no
// delegate between the scenes.
import ViewKit

@MainActor
final class SubjectDetailRouter: SubjectDetailDataPassing {
    /// Weak: the view controller owns this router.
    weak var viewController: ViewController?
    /// The interactor, read as a data store. Weak: the view controller owns the interactor.
    weak var dataStore: (any SubjectDetailDataStore)?
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

    // Role: glue
    /// The subject just switched off, into the subject list scene's data store; that scene drops it when
    /// it appears again.
    func passDataToSubjectList(source: any SubjectDetailDataStore, destination: any SubjectListDataStore) {
        destination.switchedOffSubjectID = source.subjectID
    }
}
