import Foundation

/// Reads the catalogue, in any of its three shapes, into ``Subject`` entities: the standard form the
/// rest of the app uses.
public struct CatalogueReformer: Reformer {
    public init() {}

    public func reform(_ raw: Data) throws(ReformError) -> [Subject] {
        var subjects: [Subject] = []
        try CatalogueWire.read(raw) { id, name, phases in
            subjects.append(Subject(id: id, name: name, phases: phases()))
        }
        return subjects
    }
}
