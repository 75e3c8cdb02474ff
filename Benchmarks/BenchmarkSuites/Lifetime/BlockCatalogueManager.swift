import Foundation
import SharedModel

/// The catalogue's API manager written block-style, for the benchmark only (seed 002's contrast):
/// the caller hands a completion block with each call, and the request, holding that block, runs
/// to its end whatever became of the caller. It keeps no delegate and cancels nothing when it goes.
@MainActor
final class BlockCatalogueManager {
    private let transport: any Transport

    init(transport: any Transport) {
        self.transport = transport
    }

    /// Loads the catalogue and calls `completion` with its raw bytes or the error, once.
    func loadCatalogue(completion: @escaping @MainActor (Result<Data, APIError>) -> Void) {
        _ = transport.send(HTTPRequest(method: .get, path: Route.subjects.path)) { result in
            switch result {
            case .success(let response) where (200..<300).contains(response.status):
                completion(.success(response.body))
            case .success(let response):
                completion(.failure(.server(status: response.status)))
            case .failure(.timedOut):
                completion(.failure(.timedOut))
            case .failure(.noConnection):
                completion(.failure(.noConnection))
            }
        }
    }
}
