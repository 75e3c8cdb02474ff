import Foundation
import SharedModel
import Testing

/// `JSONReader.readPlainly(nesting:_:)` and its `JSONPlainCursor`: a value written plainly is read
/// with no path kept; anything else is not read at all, so that the careful reading after it decides
/// it, errors included. Scanning scalar, nothing is ever read plainly.
struct JSONPlainCursorTests {
    /// What `attempt` reads of the value `json` through `readPlainly`, and the reader's offset after
    /// it, whether or not the input then turns out to be JSON; nil when it was not read plainly (the
    /// reader then had not moved, and the value is skipped the careful way). The value is followed
    /// by a block of spaces: in an input shorter than a block, only an empty string is read plainly.
    private func plainly<Value>(
        _ json: String, nesting: Int = 1, maximumDepth: Int = JSONReader.defaultMaximumDepth,
        _ attempt: (inout JSONPlainCursor) -> Value?
    ) -> (value: Value, offset: Int)? {
        let padded = json + String(repeating: " ", count: 64)
        var read: (value: Value, offset: Int)?
        _ = try? JSONReader.read(Array(padded.utf8), maximumDepth: maximumDepth) { (reader: inout JSONReader) throws(JSONReaderError) in
            guard let value = reader.readPlainly(nesting: nesting, attempt) else {
                #expect(reader.offset == 0, "\(json)")
                try reader.skipValue()
                return
            }
            read = (value, reader.offset)
        }
        return read
    }

    /// An object `{"id":…}` read plainly: its `id`, when the key is exactly `id` written plainly and
    /// the value a plain integer.
    private func plainID(_ json: String) -> Int? {
        plainly(json) { cursor in
            guard cursor.take(UInt8(ascii: "{")), cursor.key("id"), let id = cursor.integer(), cursor.take(UInt8(ascii: "}")) else {
                return nil
            }
            return id
        }?.value
    }

    /// The error reading `json`'s keys as integers gives, as its description: with an attempt to
    /// read `{"id":…}` plainly first when `plainlyFirst`, otherwise the careful way alone.
    private func readingError(_ json: String, plainlyFirst: Bool) -> String? {
        do throws(JSONReaderError) {
            _ = try JSONReader.read(Array(json.utf8)) { (reader: inout JSONReader) throws(JSONReaderError) in
                if plainlyFirst, reader.readPlainly(nesting: 1, { cursor in
                    cursor.take(UInt8(ascii: "{")) && cursor.key("id") && cursor.integer() != nil && cursor.take(UInt8(ascii: "}"))
                        ? true : nil
                }) != nil {
                    return
                }
                try reader.beginObject()
                while try reader.nextKey() != nil { _ = try reader.readInt() }
            }
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test("A value written plainly is read in one go, and the reader goes on after it")
    func readsAPlainValue() throws {
        let json = #"{"id":12,"name":"Math","phases":["junior","senior"],"on":-3}"#
        let read = try #require(plainly(json, nesting: 2) { cursor -> String? in
            guard cursor.take(UInt8(ascii: "{")), cursor.key("id"), let id = cursor.integer(),
                  cursor.take(UInt8(ascii: ",")), let nameKey = cursor.key(), let name = cursor.string(),
                  cursor.take(UInt8(ascii: ",")), cursor.key("phases") else {
                return nil
            }
            var phases: [String] = []
            guard cursor.stringArray({ phases.append($0.string) }), cursor.take(UInt8(ascii: ",")), cursor.key("on"),
                  let on = cursor.integer(), cursor.take(UInt8(ascii: "}")) else {
                return nil
            }
            return "\(id) \(nameKey.string)=\(name.string) \(phases) \(on)"
        })
        #expect(read.value == #"12 name=Math ["junior", "senior"] -3"#)
        #expect(read.offset == json.utf8.count)
        #expect(plainly("[]") { cursor in cursor.stringArray { _ in } ? true : nil }?.value == true)
    }

    @Test("A key written plainly is taken only when it is exactly the key expected",
          arguments: [JSONReader.Scanning.wide, .scalar])
    func exactKey(scanning: JSONReader.Scanning) {
        JSONReader.$scanning.withValue(scanning) {
            #expect(plainID(#"{"id":1}"#) == (scanning == .wide ? 1 : nil))
            // A look-alike, an escape, whitespace, another key: not read plainly.
            for other in [#"{"ids":1}"#, #"{"i":1}"#, #"{"Id":1}"#, #"{"xd":1}"#, #"{"\u0069d":1}"#, #"{ "id":1}"#,
                          #"{"id" :1}"#, #"{"id": 1}"#, #"{"name":1}"#, "{}"] {
                #expect(plainID(other) == nil, "\(other)")
            }
        }
    }

    @Test("An integer is read plainly only when no careful reading could make another of it")
    func plainIntegers() {
        for (json, value) in [("0", 0), ("-0", 0), ("7", 7), ("-12", -12), ("999999999999999999", 999_999_999_999_999_999)] {
            #expect(plainly(#"[\#(json)]"#) { cursor in
                cursor.take(UInt8(ascii: "[")) ? cursor.integer().flatMap { cursor.take(UInt8(ascii: "]")) ? $0 : nil } : nil
            }?.value == value, "\(json)")
        }
        // A leading zero, more than 18 digits, a fraction, an exponent, no digits: left to the careful way.
        for json in ["01", "-01", "1000000000000000000", "1.0", "1e2", "1E2", "-", "-a", "+1"] {
            #expect(plainly(#"[\#(json)]"#) { cursor in
                cursor.take(UInt8(ascii: "[")) ? cursor.integer() : nil
            } == nil, "\(json)")
        }
    }

    @Test("A string is read plainly only when it is ASCII with no control character and no escape")
    func plainStrings() {
        #expect(plainly(#""a b~""#) { cursor in cursor.string()?.string }?.value == "a b~")
        #expect(plainly("\"a\u{7F}\"") { cursor in cursor.string()?.string }?.value == "a\u{7F}")
        for json in [#""a\nb""#, #""é""#, #""a\u0001""#, #""\"""#, "\"a\u{01}\"", "\"a\u{1F}\"", "\"a\tb\""] {
            #expect(plainly(json) { cursor in cursor.string()?.string } == nil, "\(json)")
        }
        // An array of them: every element a plain string, no whitespace, no trailing comma.
        for json in [#"["a",]"#, #"["a" ,"b"]"#, #"[ "a"]"#, #"[1]"#, #"["a","é"]"#, "[,]"] {
            #expect(plainly(json) { cursor in cursor.stringArray { _ in } ? true : nil } == nil, "\(json)")
        }
    }

    @Test("No attempt is made that would nest deeper than the reader allows")
    func depth() {
        let json = #"{"phases":["junior"]}"#
        let attempt = { (cursor: inout JSONPlainCursor) -> Bool? in
            cursor.take(UInt8(ascii: "{")) && cursor.key("phases") && cursor.stringArray { _ in } && cursor.take(UInt8(ascii: "}"))
                ? true : nil
        }
        #expect(plainly(json, nesting: 2, maximumDepth: 2, attempt)?.value == true)
        // Read the careful way, it is too deep: so it is not read plainly either.
        #expect(plainly(json, nesting: 2, maximumDepth: 1, attempt) == nil)
        #expect(throws: JSONReaderError.self) { try JSONReader.validate(Array(json.utf8), maximumDepth: 1) }
    }

    @Test("Input that ends too soon is not read plainly, and the error is the one the careful way gives",
          arguments: [JSONReader.Scanning.wide, .scalar])
    func truncated(scanning: JSONReader.Scanning) {
        JSONReader.$scanning.withValue(scanning) {
            for truncated in [#"{"id""#, #"{"id":"#, #"{"id":1"#, #"{"id":1,"#] {
                #expect(readingError(truncated, plainlyFirst: true) != nil, "\(truncated)")
                #expect(readingError(truncated, plainlyFirst: true) == readingError(truncated, plainlyFirst: false), "\(truncated)")
            }
        }
    }
}
