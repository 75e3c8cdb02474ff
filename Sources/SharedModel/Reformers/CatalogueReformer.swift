import Foundation

/// Reads the catalogue, in any of its three shapes, into ``Subject`` entities: the standard form the
/// rest of the app uses. Reads the payload in one pass with ``JSONReader``.
public struct CatalogueReformer: Reformer {
    public init() {}

    public func reform(_ raw: Data) throws(ReformError) -> [Subject] {
        try CatalogueReading.read(raw, with: self)
    }
}

extension CatalogueReformer: CatalogueItemBuilder {
    func readPhaseArray(_ reader: inout JSONReader) throws(JSONReaderError) -> [Phase] {
        var phases: [Phase] = []
        try reader.beginArray()
        while try reader.nextElement() {
            let name = try reader.readString()
            phases.append(Phase(rawValue: name))
        }
        return phases
    }

    func readPhaseArray(plainly cursor: inout JSONPlainCursor) -> [Phase]? {
        var phases: [Phase] = []
        guard cursor.stringArray({ name in phases.append(Phase(rawValue: name.string)) }) else {
            return nil
        }
        return phases
    }

    func phases(inList list: JSONStringToken) -> [Phase] {
        Phase.phases(inList: list.string)
    }

    func item(id: Int, name: JSONStringToken, phases: [Phase]) -> Subject? {
        Subject(id: id, name: name.string, phases: phases)
    }
}
