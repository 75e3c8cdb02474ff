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
        var foundID: Int?
        var foundOn: Bool?
        var foundTime: Int?
        try reader.beginObject()
        // The keys in the order declared, each taken at once when it comes next written plainly;
        // then whatever is left, in any order, each key scanned and compared.
        if reader.nextKey(ifPlainly: "id") {
            foundID = try reader.readInt()
        }
        if reader.nextKey(ifPlainly: "status") {
            foundOn = try reader.readStringToken() == "on"
        }
        if reader.nextKey(ifPlainly: "updatedTime") {
            foundTime = try reader.readInt()
        }
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
}
