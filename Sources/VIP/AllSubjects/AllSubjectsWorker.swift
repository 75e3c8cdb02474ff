// Role: glue
// The All Subjects scene's worker: the one place it reaches the server. It owns the model layer's
// catalogue API manager (its delegate), reads the catalogue with its reformer, and hands the interactor
// each outcome through a completion handler.
import SharedModel

@MainActor
final class AllSubjectsWorker {
    private let catalogueManager: SubjectsAPIManager
    private var completion: (@MainActor (Result<[Subject], APIError>) -> Void)?

    // Role: assembly
    init(environment: AppEnvironment) {
        catalogueManager = SubjectsAPIManager(transport: environment.transport)
        // Role: glue
        catalogueManager.delegate = self
    }

    /// Loads the catalogue; `completion` hears its subjects or the error. Releasing the worker cancels
    /// the request.
    func fetchCatalogue(completion: @escaping @MainActor (Result<[Subject], APIError>) -> Void) {
        self.completion = completion
        catalogueManager.loadCatalogue()
    }
}

// Role: glue
extension AllSubjectsWorker: APIManagerDelegate {
    func apiManagerDidSucceed(_ manager: APIManager) {
        do {
            completion?(.success(try manager.fetch(with: CatalogueReformer())))
        } catch {
            completion?(.failure(error))
        }
    }

    func apiManager(_ manager: APIManager, didFailWith error: APIError) {
        completion?(.failure(error))
    }
}
