import Foundation
import SharedModel

/// A raw `GET /subjects` answer of one shape and size, as the fake backend sends it, with the user
/// settings both reformer paths are given (every subject switched on, junior phase).
@MainActor
final class ReformerPayload {
    let shape: CatalogueShape
    let subjectCount: Int
    /// The body's bytes, exactly as an API manager keeps them.
    let raw: Data
    let settings: UserSubjectSettings

    /// Asks a fake backend for the catalogue through the catalogue's API manager, as a screen does.
    init(shape: CatalogueShape, subjectCount: Int) throws(CheckFailure) {
        self.shape = shape
        self.subjectCount = subjectCount
        let environment = AppEnvironment(scheduler: ImmediateScheduler())
        let catalogue = SampleData.catalogue(count: subjectCount)
        environment.backend.catalogue = catalogue
        environment.backend.catalogueShape = shape
        let manager = SubjectsAPIManager(transport: environment.transport)
        manager.loadCatalogue()
        guard let raw = manager.rawResponse else {
            throw CheckFailure("the fake backend sent no \(shape.rawValue) catalogue of \(subjectCount) subjects")
        }
        self.raw = raw
        settings = SampleData.settings(allOn: catalogue)
    }

    /// Payloads made so far, by shape and size: encoding 100,000 subjects is the server's work, done
    /// once per run rather than once per case.
    private static var made: [String: ReformerPayload] = [:]

    /// The payload of `shape` and `subjectCount`, made on first use.
    static func shared(shape: CatalogueShape, subjectCount: Int) throws(CheckFailure) -> ReformerPayload {
        let key = "\(shape.rawValue)/\(subjectCount)"
        if let payload = made[key] {
            return payload
        }
        let payload = try ReformerPayload(shape: shape, subjectCount: subjectCount)
        made[key] = payload
        return payload
    }
}
