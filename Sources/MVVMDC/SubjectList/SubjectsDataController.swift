// Role: logic
// A model-related data controller: the subjects, with no screen in mind. It requests the catalogue
// (every subject) and the user's subject settings, each on its own with its own completion, keeps the
// latest of each, and derives the subjects the user has open. Any screen about subjects can compose it.
import SharedModel

@MainActor
final class SubjectsDataController {
    private let catalogueManager: SubjectsAPIManager
    private let settingsManager: UserSubjectsAPIManager
    private var allSubjectsCallback: DataCallback<[Subject]>?
    private var userSubjectsCallback: DataCallback<UserSubjectSettings>?

    /// The whole catalogue, as last received.
    private(set) var allSubjects: [Subject] = []
    /// The user's phase and subject statuses, as last received.
    private(set) var userSubjects: UserSubjectSettings?

    init(environment: AppEnvironment) {
        catalogueManager = SubjectsAPIManager(transport: environment.transport)
        settingsManager = UserSubjectsAPIManager(transport: environment.transport, sessionStore: environment.sessionStore)
        // Role: glue
        catalogueManager.delegate = self
        settingsManager.delegate = self
    }

    // Role: logic

    /// The catalogue subjects the user has switched on in their current phase, in catalogue order;
    /// empty until the user's settings have arrived.
    var openSubjects: [Subject] {
        guard let userSubjects else { return [] }
        return OpenSubjects.select(from: allSubjects, settings: userSubjects)
    }

    /// Requests the catalogue. A new request replaces one in flight, whose completion is then never
    /// called; so is none after the data controller is released (the request is cancelled).
    func requestAllSubjects(completion: @escaping DataCallback<[Subject]>) {
        allSubjectsCallback = completion
        catalogueManager.loadCatalogue()
    }

    /// Requests the user's subject settings; replaces one in flight, like ``requestAllSubjects(completion:)``.
    func requestUserSubjects(completion: @escaping DataCallback<UserSubjectSettings>) {
        userSubjectsCallback = completion
        settingsManager.loadSettings()
    }

    private func finishAllSubjects(_ result: Result<[Subject], APIError>) {
        if case .success(let subjects) = result { allSubjects = subjects }
        let callback = allSubjectsCallback
        allSubjectsCallback = nil
        callback?(result)
    }

    private func finishUserSubjects(_ result: Result<UserSubjectSettings, APIError>) {
        if case .success(let settings) = result { userSubjects = settings }
        let callback = userSubjectsCallback
        userSubjectsCallback = nil
        callback?(result)
    }
}

// Role: glue
extension SubjectsDataController: APIManagerDelegate {
    func apiManagerDidSucceed(_ manager: APIManager) {
        if manager === catalogueManager {
            finishAllSubjects(Result { () throws(APIError) in try manager.fetch(with: CatalogueReformer()) })
        } else {
            finishUserSubjects(Result { () throws(APIError) in try manager.fetch(with: UserSubjectSettingsReformer()) })
        }
    }

    func apiManager(_ manager: APIManager, didFailWith error: APIError) {
        if manager === catalogueManager {
            finishAllSubjects(.failure(error))
        } else {
            finishUserSubjects(.failure(error))
        }
    }
}
