// Role: glue
// The subject detail scene's worker: the one place it reaches the server. It owns the model layer's
// details and switch-off API managers (their delegate), reads the details with their reformer, and
// hands the interactor each outcome through a completion handler.
import SharedModel

@MainActor
final class SubjectDetailWorker {
    private let detailsManager: SubjectDetailsAPIManager
    private let switchOffManager: SwitchOffAPIManager
    private var detailsCompletion: (@MainActor (Result<SubjectDetails, APIError>) -> Void)?
    private var switchOffCompletion: (@MainActor (Result<Void, APIError>) -> Void)?

    // Role: assembly
    init(environment: AppEnvironment) {
        detailsManager = SubjectDetailsAPIManager(transport: environment.transport)
        switchOffManager = SwitchOffAPIManager(transport: environment.transport, sessionStore: environment.sessionStore)
        // Role: glue
        detailsManager.delegate = self
        switchOffManager.delegate = self
    }

    /// Loads the subject's details, replacing a load in flight; `completion` hears them or the error.
    /// Releasing the worker cancels the request.
    func fetchDetails(subjectID: Int, completion: @escaping @MainActor (Result<SubjectDetails, APIError>) -> Void) {
        detailsCompletion = completion
        detailsManager.loadDetails(subjectID: subjectID)
    }

    /// Switches the subject off; `completion` hears whether the server did. Releasing the worker
    /// cancels the request.
    func switchOff(subjectID: Int, completion: @escaping @MainActor (Result<Void, APIError>) -> Void) {
        switchOffCompletion = completion
        switchOffManager.switchOff(subjectID: subjectID)
    }
}

// Role: glue
extension SubjectDetailWorker: APIManagerDelegate {
    func apiManagerDidSucceed(_ manager: APIManager) {
        guard manager === detailsManager else {
            // A switch-off's status alone says it worked: its body is not read.
            switchOffCompletion?(.success(()))
            return
        }
        do {
            detailsCompletion?(.success(try detailsManager.fetch(with: SubjectDetailsReformer())))
        } catch {
            detailsCompletion?(.failure(error))
        }
    }

    func apiManager(_ manager: APIManager, didFailWith error: APIError) {
        if manager === detailsManager { detailsCompletion?(.failure(error)) } else { switchOffCompletion?(.failure(error)) }
    }
}
