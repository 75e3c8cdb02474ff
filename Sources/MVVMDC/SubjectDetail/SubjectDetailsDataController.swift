// Role: logic
// A model-related data controller: one subject, with no screen in mind. It requests the subject's
// details and switches the subject off for the signed-in user, each through its own API manager and
// each answered through its own completion. Any screen about one subject can compose it.
import SharedModel

@MainActor
final class SubjectDetailsDataController {
    private let detailsManager: SubjectDetailsAPIManager
    private let switchOffManager: SwitchOffAPIManager
    private var detailsCallback: DataCallback<SubjectDetails>?
    private var switchOffCallback: CompletionCallback?

    init(environment: AppEnvironment) {
        detailsManager = SubjectDetailsAPIManager(transport: environment.transport)
        switchOffManager = SwitchOffAPIManager(transport: environment.transport, sessionStore: environment.sessionStore)
        // Role: glue
        detailsManager.delegate = self
        switchOffManager.delegate = self
    }

    // Role: logic

    /// Whether a switch-off is in flight.
    var isSwitchingOff: Bool { switchOffManager.isLoading }

    /// Requests the details of subject `id`. A new request replaces one in flight, whose completion is
    /// then never called; so is none after the data controller is released (the request is cancelled).
    func requestSubjectDetails(id: Int, completion: @escaping DataCallback<SubjectDetails>) {
        detailsCallback = completion
        detailsManager.loadDetails(subjectID: id)
    }

    /// Switches subject `id` off for the signed-in user; the answer's status alone says whether it
    /// worked. While a switch-off is in flight a new one is refused (returns false) and its completion
    /// is never called. Releasing the data controller cancels the request, and nothing is called.
    @discardableResult
    func switchOffSubject(id: Int, completion: @escaping CompletionCallback) -> Bool {
        guard !isSwitchingOff else { return false }
        switchOffCallback = completion
        return switchOffManager.switchOff(subjectID: id)
    }

    private func finishDetails(_ result: Result<SubjectDetails, APIError>) {
        let callback = detailsCallback
        detailsCallback = nil
        callback?(result)
    }

    private func finishSwitchOff(_ result: Result<Void, APIError>) {
        let callback = switchOffCallback
        switchOffCallback = nil
        callback?(result)
    }
}

// Role: glue
extension SubjectDetailsDataController: APIManagerDelegate {
    func apiManagerDidSucceed(_ manager: APIManager) {
        if manager === detailsManager {
            finishDetails(Result { () throws(APIError) in try manager.fetch(with: SubjectDetailsReformer()) })
        } else {
            finishSwitchOff(.success(()))
        }
    }

    func apiManager(_ manager: APIManager, didFailWith error: APIError) {
        if manager === detailsManager {
            finishDetails(.failure(error))
        } else {
            finishSwitchOff(.failure(error))
        }
    }
}
