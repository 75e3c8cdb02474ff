import Foundation
import SharedModel
import Testing

/// The streaming JSON reader: exactly RFC 8259, every escape, numbers read exactly, values skipped,
/// and every error with its path, expectation, finding and byte offset.
struct JSONReaderTests {
    // MARK: Helpers

    /// The error reading `bytes` as any one JSON value gives, or nil when they are one.
    private func validationError(bytes: [UInt8], maximumDepth: Int = JSONReader.defaultMaximumDepth) -> JSONReaderError? {
        do {
            try JSONReader.validate(bytes, maximumDepth: maximumDepth)
            return nil
        } catch {
            return error
        }
    }

    private func validationError(_ text: String) -> JSONReaderError? {
        validationError(bytes: Array(text.utf8))
    }

    /// `text` with invalid bytes in the middle: `prefix`, `bytes`, `suffix`.
    private func payload(_ prefix: String, _ bytes: [UInt8], _ suffix: String) -> [UInt8] {
        Array(prefix.utf8) + bytes + Array(suffix.utf8)
    }

    private func readString(_ json: String) throws(JSONReaderError) -> String {
        try JSONReader.read(Array(json.utf8)) { (reader: inout JSONReader) throws(JSONReaderError) -> String in
            try reader.readString()
        }
    }

    private func readInt(_ json: String) throws(JSONReaderError) -> Int {
        try JSONReader.read(Array(json.utf8)) { (reader: inout JSONReader) throws(JSONReaderError) -> Int in
            try reader.readInt()
        }
    }

    private func readDouble(_ json: String) throws(JSONReaderError) -> Double {
        try JSONReader.read(Array(json.utf8)) { (reader: inout JSONReader) throws(JSONReaderError) -> Double in
            try reader.readDouble()
        }
    }

    private func intError(_ json: String) -> JSONReaderError? {
        do {
            _ = try readInt(json)
            return nil
        } catch {
            return error
        }
    }

    // MARK: Strings

    @Test("Every escape decodes", arguments: [
        (#""\"""#, "\""),
        (#""\\""#, "\\"),
        (#""\/""#, "/"),
        (#""\b\f\n\r\t""#, "\u{8}\u{C}\n\r\t"),
        (#""a\u0041\u00e9\u20AC""#, "aAé€"),
        (#""\u0000""#, "\u{0}"),
        (#""\uD83D\uDE00""#, "😀"),
        (#""\ud834\udd1e G clef""#, "𝄞 G clef"),
        (#""\uDBFF\uDFFF""#, "\u{10FFFF}"),
        (#""plain""#, "plain"),
        (#""""#, ""),
    ])
    func escapes(json: String, expected: String) throws {
        let decoded = try readString(json)
        #expect(Array(decoded.unicodeScalars) == Array(expected.unicodeScalars))
    }

    @Test("Raw UTF-8 of one to four bytes reads back scalar for scalar")
    func rawUTF8() throws {
        let text = "a é € 𝄞 😀 中文 العربية"
        let decoded = try readString("\"\(text)\"")
        #expect(Array(decoded.unicodeScalars) == Array(text.unicodeScalars))
    }

    @Test("Keys compare with the expected bytes, escaped or not, one character or many")
    func keys() throws {
        let json = #"{"\u0069d":1,"p":2,"name":3,"na":4}"#
        let values = try JSONReader.read(Array(json.utf8)) { (reader: inout JSONReader) throws(JSONReaderError) -> [Int] in
            var matched: [Int] = []
            try reader.beginObject()
            while let key = try reader.nextKey() {
                let value = try reader.readInt()
                if key == "id" { matched.append(value * 10) }
                if key == "p" { matched.append(value * 100) }
                if key == "name" { matched.append(value * 1000) }
                if key != "name", key.equals("na") { matched.append(value) }
            }
            return matched
        }
        #expect(values == [10, 200, 3000, 4])
    }

    @Test("The smallest object with some keys is exactly as long as a list's bound assumes")
    func smallestObject() {
        #expect(JSONReader.smallestObject(withKeys: "id") == #"{"id":1}"#.utf8.count)
        #expect(JSONReader.smallestObject(withKeys: "sid", "title", "p") == #"{"sid":1,"title":1,"p":1}"#.utf8.count)
    }

    // MARK: Numbers

    @Test("Integers, whole numbers in any notation, at Int's limits", arguments: [
        ("0", 0), ("-0", 0), ("7", 7), ("-12", -12), ("1e2", 100), ("1E+2", 100), ("100e-2", 1), ("1.0", 1),
        ("-2.50e1", -25), ("0.0e5", 0), ("0e999999999999", 0),
        ("9223372036854775807", Int.max), ("-9223372036854775808", Int.min), ("9.223372036854775807e18", Int.max),
    ])
    func integers(json: String, expected: Int) throws {
        #expect(try readInt(json) == expected)
    }

    @Test("A fraction or a number out of range is not a whole number; the error says what it was", arguments: [
        ("1.5", "1.5"), ("1e30", "1e+30"), ("-0.5", "-0.5"), ("5e-1", "0.5"),
        ("9223372036854775808", "9.223372036854776e+18"), ("-9223372036854775809", "-9.223372036854776e+18"),
        ("1e400", "a number out of range"),
    ])
    func notWhole(json: String, found: String) throws {
        let error = try #require(intError(json))
        #expect(error.kind == .mismatch)
        #expect(error.path == "$")
        #expect(error.expected == "a whole number")
        #expect(error.found == found)
        #expect(error.offset == 0)
    }

    @Test("Another type where an integer is expected names it", arguments: [
        (#""1""#, "a string"), ("null", "null"), ("true", "a boolean"), ("[1]", "an array"), (#"{"a":1}"#, "an object"),
    ])
    func notAnInteger(json: String, found: String) throws {
        let error = try #require(intError(json))
        #expect(error.kind == .mismatch)
        #expect(error.expected == "an integer")
        #expect(error.found == found)
    }

    @Test("Doubles, exponents and negative zero")
    func doubles() throws {
        #expect(try readDouble("1.5e3") == 1500)
        #expect(try readDouble("1E-2") == 0.01)
        #expect(try readDouble("-0.25") == -0.25)
        #expect(try readDouble("0e+1") == 0)
        let negativeZero = try readDouble("-0")
        #expect(negativeZero == 0 && negativeZero.sign == .minus)
        let negativeZeroPoint = try readDouble("-0.0")
        #expect(negativeZeroPoint.sign == .minus)
    }

    // MARK: What RFC 8259 refuses

    @Test("Trailing commas are refused", arguments: ["[1,]", #"{"a":1,}"#, "[1,,2]", "[,1]", #"{,"a":1}"#, "[1,]]"])
    func trailingCommas(json: String) throws {
        let error = try #require(validationError(json))
        #expect(error.kind == .syntax)
    }

    @Test("Leading zeros and malformed numbers are refused", arguments: [
        "01", "-01", "[00]", "00.5", "+1", "-", "1.", ".5", "1e", "1e+", "1.e3", "0x10", "1_000", "-.5", "Infinity", "NaN",
    ])
    func badNumbers(json: String) throws {
        let error = try #require(validationError(json))
        #expect(error.kind == .syntax)
    }

    @Test("Lone and broken surrogate escapes are refused", arguments: [
        #""\uD800""#, #""\uDC00""#, #""\uD800\u0041""#, #""\uD800x""#, #""\uDBFF\uDBFF""#, #""\uDE00\uD83D""#,
        #""\uD800\""#, #""\uD800\u""#,
    ])
    func loneSurrogates(json: String) throws {
        let error = try #require(validationError(json))
        #expect(error.kind == .syntax)
    }

    @Test("Raw control characters in strings are refused", arguments: [0x00, 0x01, 0x09, 0x0A, 0x0D, 0x1F] as [UInt8])
    func controlCharacters(byte: UInt8) throws {
        let error = try #require(validationError(bytes: payload("[\"a", [byte], "b\"]")))
        #expect(error.kind == .syntax)
        #expect(error.offset == 3)
    }

    @Test("Bad escapes are refused", arguments: [#""\x41""#, #""\u12G4""#, #""\U0041""#, #""\'""#, #""\""#, #""\u00""#])
    func badEscapes(json: String) throws {
        let error = try #require(validationError(json))
        #expect(error.kind == .syntax)
    }

    @Test("Anything after the value is refused", arguments: [
        "{} x", "1 2", "[]]", "{}}", "nullnull", "\"a\"\"b\"", "[] ,", "true false", "{\"a\":1} // comment",
    ])
    func trailingGarbage(json: String) throws {
        let error = try #require(validationError(json))
        #expect(error.kind == .syntax)
        #expect(error.expected == "the end of input")
    }

    @Test("Not JSON at all is refused", arguments: [
        "", " ", "{", "[", "nul", "tru", "True", "'a'", "{a:1}", "{'a':1}", "{\"a\"}", "{\"a\" 1}", "[1 2]", "\u{FEFF}{}",
        "[\u{C}]", "\"abc",
    ])
    func notJSON(json: String) throws {
        let error = try #require(validationError(json))
        #expect(error.kind == .syntax)
    }

    @Test("Whitespace is space, tab, line feed and carriage return, anywhere between tokens")
    func whitespace() {
        #expect(validationError(" \t\r\n{ \"a\" :\n[ 1 , true\t, null ] , \"b\" : { } }\r\n ") == nil)
    }

    @Test("Invalid UTF-8 is refused at the offending byte", arguments: [
        ([0xC0, 0x80], 2),              // overlong NUL
        ([0xC1, 0xBF], 2),              // overlong two-byte
        ([0xE0, 0x80, 0x80], 3),        // overlong three-byte
        ([0xF0, 0x80, 0x80, 0x80], 3),  // overlong four-byte
        ([0x80], 2),                    // lone continuation byte
        ([0xBF, 0x41], 2),              // another lone continuation byte
        ([0xED, 0xA0, 0x80], 3),        // encoded high surrogate U+D800
        ([0xED, 0xBF, 0xBF], 3),        // encoded low surrogate U+DFFF
        ([0xF4, 0x90, 0x80, 0x80], 3),  // above U+10FFFF
        ([0xF5, 0x80, 0x80, 0x80], 2),  // lead byte never used
        ([0xFF], 2),
        ([0xC3, 0x28], 3),              // lead byte, then no continuation
        ([0xE2, 0x82], 4),              // truncated at the closing quote
    ] as [([UInt8], Int)])
    func invalidUTF8(bytes: [UInt8], offset: Int) throws {
        let error = try #require(validationError(bytes: payload("[\"", bytes, "\"]")))
        #expect(error.kind == .syntax)
        #expect(error.expected == "valid UTF-8")
        #expect(error.offset == offset)
    }

    @Test("Invalid UTF-8 outside a string is refused too")
    func invalidUTF8OutsideString() throws {
        let error = try #require(validationError(bytes: payload("[1,", [0xE5], "]")))
        #expect(error.kind == .syntax)
        #expect(error.offset == 3)
    }

    @Test("Valid UTF-8 at the edges of each range is accepted", arguments: [
        [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xEE, 0x80, 0x80], [0xEF, 0xBF, 0xBF],
        [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF], [0x7F],
    ] as [[UInt8]])
    func validUTF8(bytes: [UInt8]) {
        #expect(validationError(bytes: payload("\"", bytes, "\"")) == nil)
    }

    // MARK: Nesting

    @Test("Nesting up to the limit is read; one level deeper is an error, never a stack overflow")
    func nestingLimit() throws {
        let limit = JSONReader.defaultMaximumDepth
        let atLimit = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        #expect(validationError(atLimit) == nil)
        let deeper = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
        let error = try #require(validationError(deeper))
        #expect(error.kind == .tooDeep)
        #expect(error.offset == limit)
        #expect(error.expected == "at most \(limit) nested arrays and objects")
    }

    @Test("Very deep input, closed or not, objects or arrays, is an error", arguments: [
        String(repeating: "[", count: 100_000),
        String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
        String(repeating: #"{"a":"#, count: 100_000) + "1" + String(repeating: "}", count: 100_000),
    ])
    func veryDeep(json: String) throws {
        let error = try #require(validationError(json))
        #expect(error.kind == .tooDeep)
    }

    @Test("The limit can be set per reader")
    func customLimit() throws {
        #expect(validationError(bytes: Array(#"{"a":[1]}"#.utf8), maximumDepth: 2) == nil)
        let error = try #require(validationError(bytes: Array(#"{"a":[[1]]}"#.utf8), maximumDepth: 2))
        #expect(error.kind == .tooDeep)
        #expect(error.path == "$.a[0]")
        #expect(error.offset == 6)
    }

    // MARK: Errors say where

    @Test("Syntax errors give the byte offset, the path and what was found", arguments: [
        ("[1,]", 3, "$[1]", "']'"),
        (#"{"a":1,}"#, 7, "$.a", "'}'"),
        (#"{"a":tru}"#, 8, "$.a", "'}'"),
        ("01", 1, "$", "'1'"),
        (#"{"a":[1,{"b":x}]}"#, 13, "$.a[1].b", "'x'"),
        (#""\uD800""#, 7, "$", "'\"'"),
        (#"{"a" 1}"#, 5, "$.a", "'1'"),
        ("{} x", 3, "$", "'x'"),
        ("", 0, "$", "end of input"),
        (#"{"odd key":[}"#, 12, #"$["odd key"][0]"#, "'}'"),
    ])
    func syntaxErrorPlaces(json: String, offset: Int, path: String, found: String) throws {
        let error = try #require(validationError(json))
        #expect(error.kind == .syntax)
        #expect(error.offset == offset)
        #expect(error.path == path)
        #expect(error.found == found)
    }

    @Test("A wrong type names the path, the expected and found types, and the value's offset")
    func mismatchPlace() throws {
        let json = #"{"list":[{"id":1},{"id":"2"}]}"#
        let error = try #require(readIDs(json).error)
        #expect(error == JSONReaderError(kind: .mismatch, path: "$.list[1].id", expected: "an integer", found: "a string",
                                         offset: 24))
        #expect(error.description == "at $.list[1].id: expected an integer, found a string (byte 24)")
    }

    @Test("A value of the wrong type that is not even JSON is a syntax error, not a mismatch")
    func mismatchOfInvalidValue() throws {
        let truncated = try #require(readIDs(#"{"list":[{"id":"2}]}"#).error)
        #expect(truncated.kind == .syntax)
        let badArray = try #require(readIDs(#"{"list":[{"id":[1,]}]}"#).error)
        #expect(badArray.kind == .syntax)
        let literal = try #require(readIDs(#"{"list":[{"id":nul}]}"#).error)
        #expect(literal.kind == .syntax)
    }

    @Test("A missing key is named at the object's path")
    func missingKey() throws {
        let error = try #require(readIDs(#"{"list":[{"id":1},{"name":"x"}]}"#).error)
        #expect(error.kind == .mismatch)
        #expect(error.path == "$.list[1].id")
        #expect(error.expected == "a value")
        #expect(error.found == "no such key")
    }

    /// The `id` of every object of `list`, skipping everything else, or the error.
    private func readIDs(_ json: String) -> (ids: [Int], error: JSONReaderError?) {
        do {
            let ids = try JSONReader.read(Array(json.utf8)) { (reader: inout JSONReader) throws(JSONReaderError) -> [Int] in
                var collected: [Int] = []
                try reader.beginObject()
                while let key = try reader.nextKey() {
                    guard key == "list" else {
                        try reader.skipValue()
                        continue
                    }
                    try reader.beginArray()
                    while try reader.nextElement() {
                        var found: Int?
                        try reader.beginObject()
                        while let field = try reader.nextKey() {
                            if field == "id" {
                                found = try reader.readInt()
                            } else {
                                try reader.skipValue()
                            }
                        }
                        guard let id = found else {
                            throw reader.missingKeyError("id")
                        }
                        collected.append(id)
                    }
                }
                return collected
            }
            return (ids, nil)
        } catch {
            return ([], error)
        }
    }

    // MARK: Skipping

    @Test("Skipping walks any value, however nested, and reading goes on after it")
    func skipping() {
        let json = #"""
            {"skip":{"x":[1,-2.5e3,{"y":null,"z":[true,false,[]]},"\u00e9\n"],"w":{}},
             "also":[[[[["deep"]]]]], "keep":{"id":7}, "after":"x",
             "list":[{"id":1,"extra":{"a":[1,{"b":"c"}]}},{"more":[],"id":2}]}
            """#
        let read = readIDs(json)
        #expect(read.error == nil)
        #expect(read.ids == [1, 2])
    }

    @Test("Skipping checks what it skips")
    func skippingChecks() throws {
        let error = try #require(readIDs(#"{"skip":{"x":[1,{"y":"\q"}]},"list":[]}"#).error)
        #expect(error.kind == .syntax)
        #expect(error.path == "$.skip.x[1].y")
    }

    @Test("Every kind of value at the top level is accepted", arguments: [
        "true", "false", " null ", "0", "-1.5e-3", #""s""#, "[]", "{}", #"{"":""}"#, "[1,\"a\",null,{},[]]",
    ])
    func topLevelValues(json: String) {
        #expect(validationError(json) == nil)
    }

    @Test("peekKind sees the next value without reading it; readNullIfPresent reads only null")
    func peeking() throws {
        let kinds = try JSONReader.read(Array(#"[{},[],"",1,true,null]"#.utf8)) {
            (reader: inout JSONReader) throws(JSONReaderError) -> [JSONValueKind] in
            var seen: [JSONValueKind] = []
            try reader.beginArray()
            while try reader.nextElement() {
                let kind = try reader.peekKind()
                seen.append(kind)
                if try !reader.readNullIfPresent() {
                    try reader.skipValue()
                }
            }
            return seen
        }
        #expect(kinds == [.object, .array, .string, .number, .boolean, .null])
    }

    @Test("The reader's errors become reform errors: not JSON at $, wrong types at their path")
    func reformErrors() throws {
        let syntax = try #require(validationError("[1,]"))
        let notJSON = ReformError(syntax)
        #expect(notJSON.path == "$")
        #expect(notJSON.expected == "valid JSON")
        #expect(notJSON.offset == 3)
        #expect(notJSON.found == "']' at byte 3 (expected a value at $[1])")

        let mismatch = try #require(intError(#""1""#))
        #expect(ReformError(mismatch) == ReformError(path: "$", expected: "an integer", found: "a string", offset: 0))
    }
}
