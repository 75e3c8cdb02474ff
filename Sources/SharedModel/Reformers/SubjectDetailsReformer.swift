import Foundation

/// Reads `GET /subjects/<id>`: `{"id":3,"name":"English","description":"…","chapters":12}`, with
/// ``JSONReader``. Strict like the catalogue: every field must be there with its type, `chapters` a
/// whole number of at least 0; unknown fields are ignored. Every failure names its JSON path.
public struct SubjectDetailsReformer: Reformer {
    public init() {}

    public func reform(_ raw: Data) throws(ReformError) -> SubjectDetails {
        typealias Fields = (id: Int?, name: String?, description: String?, chapters: Int?)
        let fields: Fields
        do {
            fields = try JSONReader.read(raw) { (reader: inout JSONReader) throws(JSONReaderError) -> Fields in
                var fields: Fields = (nil, nil, nil, nil)
                try reader.beginObject()
                while let key = try reader.nextKey() {
                    if key == "id" {
                        fields.id = try reader.readInt()
                    } else if key == "name" {
                        fields.name = try reader.readString()
                    } else if key == "description" {
                        fields.description = try reader.readString()
                    } else if key == "chapters" {
                        let offset = reader.offset
                        let chapters = try reader.readInt()
                        guard chapters >= 0 else {
                            throw reader.contentError(expected: "a count of at least 0", found: "\(chapters)", at: offset)
                        }
                        fields.chapters = chapters
                    } else {
                        try reader.skipValue()
                    }
                }
                return fields
            }
        } catch {
            throw ReformError(error)
        }
        // Checked after the end of input, so that trailing garbage reads as invalid JSON.
        guard let id = fields.id else { throw Self.missing("id") }
        guard let name = fields.name else { throw Self.missing("name") }
        guard let description = fields.description else { throw Self.missing("description") }
        guard let chapters = fields.chapters else { throw Self.missing("chapters") }
        return SubjectDetails(id: id, name: name, description: description, chapterCount: chapters)
    }

    private static func missing(_ key: String) -> ReformError {
        ReformError(path: "$.\(key)", expected: "a value", found: "no such key")
    }
}
