import Foundation
import SharedModel

/// The seed's dictionary reformer: Foundation's `JSONSerialization` reads the whole catalogue into
/// `[String: Any]`, and the reformer reads that dictionary, in any of the three shapes, straight
/// into the cells of the open subjects. It checks types as it goes and names the path of a value of
/// the wrong type, building the path only then.
struct ReformerDictionaryCells: Reformer {
    private let switchedOn: SubjectIDSet
    private let phase: Phase

    init(settings: UserSubjectSettings) {
        switchedOn = SubjectIDSet(switchedOnIn: settings.entries)
        phase = settings.currentPhase
    }

    func reform(_ raw: Data) throws(ReformError) -> [SubjectCellData] {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: raw)
        } catch {
            throw ReformError(path: "$", expected: "valid JSON", found: String(describing: error))
        }
        guard let root = object as? [String: Any] else {
            throw ReformError(path: "$", expected: "an object", found: "another value")
        }
        if let list = Self.present(root["subjects"]) {
            return try cells(list, at: "$.subjects", id: "id", name: "name") { item in
                (item["phases"] as? [String]).map { $0.map(Phase.init(rawValue:)) }
            }
        }
        if let value = Self.present(root["data"]) {
            guard let data = value as? [String: Any] else {
                throw ReformError(path: "$.data", expected: "an object", found: "another value")
            }
            guard let list = data["items"] else {
                throw ReformError(path: "$.data.items", expected: "a value", found: "no such key")
            }
            return try cells(list, at: "$.data.items", id: "subject_id", name: "subject_name") { item in
                (item["phase_list"] as? String).map { Phase.phases(inList: $0) }
            }
        }
        if let list = Self.present(root["list"]) {
            return try cells(list, at: "$.list", id: "sid", name: "title") { item in
                (item["p"] as? [String]).map { $0.map(Phase.init(rawValue:)) }
            }
        }
        throw ReformError(path: "$", expected: #"an object with "subjects", "data.items" or "list""#, found: "none of them")
    }

    /// `value` unless it is missing or JSON `null`.
    private static func present(_ value: Any?) -> Any? {
        guard let value, !(value is NSNull) else {
            return nil
        }
        return value
    }

    /// The cells of one shape's list. `offered` reads an item's phases, or nil when they are not of
    /// the shape's type; the subject is offered when the user's phase is among them.
    private func cells(
        _ list: Any,
        at path: String,
        id idKey: String,
        name nameKey: String,
        offered: ([String: Any]) -> [Phase]?
    ) throws(ReformError) -> [SubjectCellData] {
        guard let items = list as? [Any] else {
            throw ReformError(path: path, expected: "an array", found: "another value")
        }
        var made: [SubjectCellData] = []
        for (index, element) in items.enumerated() {
            guard let item = element as? [String: Any] else {
                throw ReformError(path: "\(path)[\(index)]", expected: "an object", found: "another value")
            }
            let readID: Int?
            if idKey == "sid" {
                readID = (item[idKey] as? String).flatMap { Subject.legacyID(fromUTF8: $0.utf8) }
            } else {
                readID = item[idKey] as? Int
            }
            guard let id = readID else {
                throw ReformError(path: "\(path)[\(index)].\(idKey)", expected: "an integer", found: "another value")
            }
            guard let name = item[nameKey] as? String else {
                throw ReformError(path: "\(path)[\(index)].\(nameKey)", expected: "a string", found: "another value")
            }
            guard let phases = offered(item) else {
                throw ReformError(path: "\(path)[\(index)]", expected: "phases of the shape's type", found: "another value")
            }
            if phases.contains(phase), switchedOn.contains(id) {
                made.append(SubjectCellData(subject: Subject(id: id, name: name, phases: phases)))
            }
        }
        return made
    }
}
