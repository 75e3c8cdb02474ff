import Foundation
import SharedModel

/// The catalogue as it travels, in its three shapes, read by Foundation's `JSONDecoder`: the
/// two-step path's first step, kept here for the benchmark since the app reads with `JSONReader`.
/// Unknown fields are ignored; anything the decoder refuses is a ``ReformError`` at `$`.
///
/// Input that nests deeper than the decoder's limit (512, as `JSONReader`'s) is refused before the
/// decoder sees it: Foundation's `JSONDecoder` traps, instead of throwing, when the 513th open
/// bracket is the input's last byte (found by the differential fuzz target). The decoder refuses
/// any deeper input anyway, so the guard changes what this path accepts in nothing.
struct ReformerDecodableWire: Decodable {
    struct V1Item: Decodable { let id: Int; let name: String; let phases: [String] }
    struct V2Items: Decodable { let items: [V2Item] }
    struct V2Item: Decodable { let subject_id: Int; let subject_name: String; let phase_list: String }
    struct LegacyItem: Decodable { let sid: String; let title: String; let p: [String] }

    let subjects: [V1Item]?
    let data: V2Items?
    let list: [LegacyItem]?

    /// Every subject of `raw`, whatever the shape, in payload order.
    static func subjects(from raw: Data) throws(ReformError) -> [Subject] {
        guard !JSONTextScanner.nestsDeeper(raw, than: JSONReader.defaultMaximumDepth) else {
            throw ReformError(path: "$", expected: "a catalogue JSONDecoder can read",
                              found: "arrays and objects nested deeper than \(JSONReader.defaultMaximumDepth)")
        }
        let wire: ReformerDecodableWire
        do {
            wire = try JSONDecoder().decode(ReformerDecodableWire.self, from: raw)
        } catch {
            throw ReformError(path: "$", expected: "a catalogue JSONDecoder can read", found: String(describing: error))
        }
        if let subjects = wire.subjects {
            return subjects.map { Subject(id: $0.id, name: $0.name, phases: $0.phases.map(Phase.init(rawValue:))) }
        }
        if let items = wire.data?.items {
            return items.map { Subject(id: $0.subject_id, name: $0.subject_name, phases: Phase.phases(inList: $0.phase_list)) }
        }
        if let list = wire.list {
            var subjects: [Subject] = []
            subjects.reserveCapacity(list.count)
            for (index, item) in list.enumerated() {
                guard let id = Subject.legacyID(fromUTF8: item.sid.utf8) else {
                    throw ReformError(path: "$.list[\(index)].sid", expected: "a whole number in a string",
                                      found: "\"\(item.sid.prefix(40))\"")
                }
                subjects.append(Subject(id: id, name: item.title, phases: item.p.map(Phase.init(rawValue:))))
            }
            return subjects
        }
        throw ReformError(path: "$", expected: #"an object with "subjects", "data.items" or "list""#, found: "none of them")
    }
}
