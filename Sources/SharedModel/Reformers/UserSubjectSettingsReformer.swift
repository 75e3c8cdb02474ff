import Foundation

/// Reads `GET /user/subjects`: `{"phase":"junior","subjects":[{"id":1,"status":"on","updatedTime":5}]}`,
/// with ``JSONReader``. A status other than `"on"` counts as off, so a status the app does not know
/// never opens a subject. Unknown fields are ignored; `id` and `updatedTime` must be whole numbers.
public struct UserSubjectSettingsReformer: Reformer {
    public init() {}

    public func reform(_ raw: Data) throws(ReformError) -> UserSubjectSettings {
        let fields: (phase: String?, entries: [UserSubject]?)
        do {
            fields = try JSONReader.read(raw) { (reader: inout JSONReader) throws(JSONReaderError) -> (phase: String?, entries: [UserSubject]?) in
                var phase: String?
                var entries: [UserSubject]?
                try reader.beginObject()
                while let key = try reader.nextKey() {
                    if key == "phase" {
                        phase = try reader.readString()
                    } else if key == "subjects" {
                        entries = try Self.readEntries(&reader)
                    } else {
                        try reader.skipValue()
                    }
                }
                return (phase, entries)
            }
        } catch {
            throw ReformError(error)
        }
        // Checked after the end of input, so that trailing garbage reads as invalid JSON.
        guard let phase = fields.phase else {
            throw ReformError(path: "$.phase", expected: "a value", found: "no such key")
        }
        guard let entries = fields.entries else {
            throw ReformError(path: "$.subjects", expected: "a value", found: "no such key")
        }
        return UserSubjectSettings(currentPhase: Phase(rawValue: phase), entries: entries)
    }

    private static func readEntries(_ reader: inout JSONReader) throws(JSONReaderError) -> [UserSubject] {
        try reader.readArray(smallestObject: JSONReader.smallestObject(withKeys: "id", "status", "updatedTime")) {
            (reader: inout JSONReader) throws(JSONReaderError) -> UserSubject? in
            try readEntry(&reader)
        }
    }

    @inline(__always)
    private static func readEntry(_ reader: inout JSONReader) throws(JSONReaderError) -> UserSubject {
        // Written as a server writes it, the entry is read in one go; otherwise again from its start,
        // each key scanned and compared, and any error named.
        if let entry = reader.readPlainly(nesting: 1, { cursor in readEntry(plainly: &cursor) }) {
            return entry
        }
        var foundID: Int?
        var foundOn: Bool?
        var foundTime: Int?
        try reader.beginObject()
        while let key = try reader.nextKey() {
            if key == "id" {
                foundID = try reader.readInt()
            } else if key == "status" {
                foundOn = try reader.readStringToken() == "on"
            } else if key == "updatedTime" {
                foundTime = try reader.readInt()
            } else {
                try reader.skipValue()
            }
        }
        guard let id = foundID else {
            throw reader.missingKeyError("id")
        }
        guard let isOn = foundOn else {
            throw reader.missingKeyError("status")
        }
        guard let updatedTime = foundTime else {
            throw reader.missingKeyError("updatedTime")
        }
        return UserSubject(subjectID: id, status: isOn ? .on : .off, updatedTime: updatedTime)
    }

    /// An entry written plainly, each field once, in any order, and no other key; nil otherwise, for
    /// the careful loop to read.
    @inline(__always)
    private static func readEntry(plainly cursor: inout JSONPlainCursor) -> UserSubject? {
        var foundID: Int?
        var foundOn: Bool?
        var foundTime: Int?
        guard cursor.take(UInt8(ascii: "{")) else {
            return nil
        }
        repeat {
            if foundID == nil, cursor.key("id") {
                guard let id = cursor.integer() else {
                    return nil
                }
                foundID = id
            } else if foundOn == nil, cursor.key("status") {
                guard let status = cursor.string() else {
                    return nil
                }
                foundOn = status == "on"
            } else if foundTime == nil, cursor.key("updatedTime") {
                guard let time = cursor.integer() else {
                    return nil
                }
                foundTime = time
            } else {
                return nil
            }
        } while cursor.take(UInt8(ascii: ","))
        guard cursor.take(UInt8(ascii: "}")), let id = foundID, let isOn = foundOn, let updatedTime = foundTime else {
            return nil
        }
        return UserSubject(subjectID: id, status: isOn ? .on : .off, updatedTime: updatedTime)
    }
}
