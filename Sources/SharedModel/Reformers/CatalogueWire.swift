import Foundation

/// The catalogue as it travels, in its three shapes, read by Foundation's decoder. Unknown fields are
/// ignored; wrong types become a ``ReformError`` naming the path.
struct CatalogueWire: Decodable {
    struct V1Item: Decodable { let id: WholeNumber; let name: String; let phases: [String] }
    struct V2Items: Decodable { let items: [V2Item] }
    struct V2Item: Decodable { let subject_id: WholeNumber; let subject_name: String; let phase_list: String }
    struct LegacyItem: Decodable { let sid: String; let title: String; let p: [String] }

    let subjects: [V1Item]?
    let data: V2Items?
    let list: [LegacyItem]?

    /// Every subject as (id, name, phase names), whatever the shape, in payload order, handed to
    /// `visit` one at a time so a caller can skip building what it will not keep.
    static func read(_ raw: Data, visit: (Int, String, () -> [Phase]) throws(ReformError) -> Void) throws(ReformError) {
        let wire = try ReformError.decode(CatalogueWire.self, from: raw)
        if let subjects = wire.subjects {
            for item in subjects { try visit(item.id.value, item.name, { item.phases.map(Phase.init(rawValue:)) }) }
        } else if let items = wire.data?.items {
            for item in items { try visit(item.subject_id.value, item.subject_name, { splitPhases(item.phase_list) }) }
        } else if let list = wire.list {
            for (index, item) in list.enumerated() {
                guard let id = Int(item.sid) else {
                    throw ReformError(path: "$.list[\(index)].sid", expected: "a whole number in a string",
                                      found: "\"\(item.sid.prefix(40))\"")
                }
                try visit(id, item.title, { item.p.map(Phase.init(rawValue:)) })
            }
        } else {
            throw ReformError(path: "$", expected: #"an object with "subjects", "data.items" or "list""#,
                              found: "none of them")
        }
    }

    /// `"junior, senior"` → [junior, senior]; blanks around names and empty names are dropped.
    static func splitPhases(_ list: String) -> [Phase] {
        list.split(separator: ",").compactMap { part in
            let name = part.trimmingCharacters(in: .whitespaces)
            return name.isEmpty ? nil : Phase(rawValue: name)
        }
    }
}
