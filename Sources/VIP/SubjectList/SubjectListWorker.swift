// Role: glue
// The subject list scene's worker: the one place it reaches the server. It owns the model layer's two
// API managers (their delegate), sends both requests, waits for both answers and reads them with the
// one-step reformer, and hands the interactor one result through a completion handler.
import SharedModel

@MainActor
final class SubjectListWorker {
    private let catalogueManager: SubjectsAPIManager
    private let settingsManager: UserSubjectsAPIManager
    // Role: state
    /// The answers the load in progress still waits for.
    private var answers = AwaitedAnswers<ObjectIdentifier>()
    // Role: glue
    private var completion: (@MainActor (Result<(currentPhase: Phase, subjects: [SubjectCellData]), any Error>) -> Void)?

    // Role: assembly
    init(environment: AppEnvironment) {
        catalogueManager = SubjectsAPIManager(transport: environment.transport)
        settingsManager = UserSubjectsAPIManager(transport: environment.transport, sessionStore: environment.sessionStore)
        // Role: glue
        catalogueManager.delegate = self
        settingsManager.delegate = self
    }

    // Role: logic
    /// Sends both requests at once, replacing a load in progress; `completion` hears the user's current
    /// phase and the open subjects once both have answered, or the first error. Releasing the worker
    /// cancels both.
    func fetchSubjects(completion: @escaping @MainActor (Result<(currentPhase: Phase, subjects: [SubjectCellData]), any Error>) -> Void) {
        self.completion = completion
        answers.expect([ObjectIdentifier(catalogueManager), ObjectIdentifier(settingsManager)])
        catalogueManager.loadCatalogue()
        settingsManager.loadSettings()
    }

    private func managerAnswered(_ manager: APIManager) {
        guard answers.land(ObjectIdentifier(manager)) else { return }
        // Role: glue
        completion?(Result {
            let settings = try settingsManager.fetch(with: UserSubjectSettingsReformer())
            let subjects = try catalogueManager.fetch(with: SubjectCellsReformer(settings: settings))
            return (currentPhase: settings.currentPhase, subjects: subjects)
        })
    }
}

// Role: glue
extension SubjectListWorker: APIManagerDelegate {
    func apiManagerDidSucceed(_ manager: APIManager) { managerAnswered(manager) }
    func apiManager(_ manager: APIManager, didFailWith error: APIError) { managerAnswered(manager) }
}
