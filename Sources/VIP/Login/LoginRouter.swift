// Role: navigation
// The login scene's router: it builds the subject list scene through that scene's configurator, passes the
// linked subject and the subject to mark into that scene's data store, and pushes it. The session needs no
// passing: the interactor stored it in the model layer's session store, where the subject list scene's
// worker reads it.
import SharedModel
import ViewKit

@MainActor
final class LoginRouter: LoginDataPassing {
    /// Weak: the view controller owns this router.
    weak var viewController: ViewController?
    /// The interactor, read as a data store. Weak: the view controller owns the interactor.
    weak var dataStore: (any LoginDataStore)?
    private let environment: AppEnvironment

    // Role: assembly
    init(environment: AppEnvironment) {
        self.environment = environment
    }
}

// Role: navigation
extension LoginRouter: LoginRoutingLogic {
    func routeToSubjectList() {
        let destination = SubjectListConfigurator.makeScene(environment: environment)
        if let dataStore, let destinationDataStore = destination.router?.dataStore {
            passDataToSubjectList(source: dataStore, destination: destinationDataStore)
        }
        viewController?.navigationController?.pushViewController(destination)
    }

    // Role: glue
    /// The linked subject, into the subject list scene's data store. It moves rather than copies: only
    /// the first subject list scene a login pushes follows the link, and takes it along if it is popped.
    /// The subject to mark is copied: a subject list scene pushed after that one was popped still passes it
    /// on to All Subjects.
    func passDataToSubjectList(source: any LoginDataStore, destination: any SubjectListDataStore) {
        destination.linkedSubjectID = source.linkedSubjectID
        source.linkedSubjectID = nil
        destination.markedSubjectID = source.markedSubjectID
    }
}
