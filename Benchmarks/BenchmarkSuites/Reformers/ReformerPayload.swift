import Foundation
import SharedModel

/// A raw `GET /subjects` answer of one shape and size, as the fake backend sends it, with the user
/// settings every reformer path is given (every subject switched on, junior phase).
@MainActor
final class ReformerPayload {
    let shape: CatalogueShape
    let subjectCount: Int
    /// The body's bytes, exactly as an API manager keeps them.
    let raw: Data
    let settings: UserSubjectSettings
    /// The cells every path gave, once they were checked equal.
    private var agreedCells: [SubjectCellData]?

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

    /// The cells of this payload, after checking that every path gives the same ones. Runs every
    /// path once per payload, not once per case: the dictionary path over 100,000 subjects is slow.
    func cellsAllPathsAgreeOn() throws(CheckFailure) -> [SubjectCellData] {
        if let agreedCells {
            return agreedCells
        }
        var reference: (path: ReformerPath, cells: [SubjectCellData])?
        for path in ReformerPath.allCases {
            let cells: [SubjectCellData]
            do {
                cells = try path.cells(from: raw, settings: settings)
            } catch {
                throw CheckFailure("the \(path.rawValue) path could not read the \(shape.rawValue) payload: \(error)")
            }
            if let reference, reference.cells != cells {
                let index = zip(reference.cells, cells).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                    ?? min(reference.cells.count, cells.count)
                throw CheckFailure(
                    "the \(reference.path.rawValue) and \(path.rawValue) paths disagree on the \(shape.rawValue) payload of "
                        + "\(subjectCount): \(reference.cells.count) cells against \(cells.count), first difference at #\(index)"
                )
            }
            if reference == nil {
                reference = (path, cells)
            }
        }
        let cells = reference?.cells ?? []
        agreedCells = cells
        return cells
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
