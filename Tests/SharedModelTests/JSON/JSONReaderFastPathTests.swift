import Foundation
@testable import SharedModel
import Testing

/// `readInt()` takes a fast path for plain integers and gives up to the careful path on anything
/// else. Both must decide every input alike: the same value, the same error, the same place left
/// for the next read. Checked on generated number texts and on catalogue payloads mutated byte by
/// byte, every number read both ways.
@Suite("JSON reader: the fast integer path agrees with the careful one")
struct JSONReaderFastPathTests {
    /// Every value of `json` walked in order; each number read with `readInt()` or, when `careful`,
    /// with `readIntCarefully()`; the keys and integers seen, or the error that stopped the walk.
    private static func walk(_ json: Data, careful: Bool) -> String {
        func value(_ reader: inout JSONReader, _ seen: inout [String]) throws(JSONReaderError) {
            switch try reader.peekKind() {
            case .object:
                try reader.beginObject()
                while let key = try reader.nextKey() {
                    seen.append("key \(key.string)")
                    try value(&reader, &seen)
                }
            case .array:
                try reader.beginArray()
                while try reader.nextElement() {
                    try value(&reader, &seen)
                }
            case .number:
                seen.append("int \(careful ? try reader.readIntCarefully() : try reader.readInt())")
            default:
                try reader.skipValue()
            }
        }
        do {
            return try JSONReader.read(json) { (reader: inout JSONReader) throws(JSONReaderError) -> String in
                var seen: [String] = []
                try value(&reader, &seen)
                return seen.joined(separator: ", ")
            }
        } catch {
            return "error \(error)"
        }
    }

    private static func agree(_ json: Data) -> Bool {
        walk(json, careful: false) == walk(json, careful: true)
    }

    /// Signs, digit runs of every length to 21 (with leading zeros), fractions, exponents and what
    /// may follow a number.
    static let numberTexts: [String] = {
        var texts: [String] = []
        let digitRuns = ["0", "00", "01", "7", "10", "123", String(repeating: "9", count: 17), "1" + String(repeating: "0", count: 17),
                         String(repeating: "9", count: 18), "9223372036854775807", "9223372036854775808",
                         String(repeating: "1", count: 21)]
        for sign in ["", "-", "+", "--"] {
            for digits in digitRuns + [""] {
                for tail in ["", ".", ".0", ".5", "e2", "E+1", "e-1", "e", "x", "0"] {
                    texts.append(sign + digits + tail)
                }
            }
        }
        return texts
    }()

    @Test("Generated numbers, in an array and as an object's value, read alike both ways")
    func generatedNumbers() {
        for text in Self.numberTexts {
            for json in ["[\(text)]", "[\(text),1]", "[\(text) ]", "{\"id\":\(text)}", "\(text)"] {
                #expect(Self.agree(Data(json.utf8)), "\(json): fast \(Self.walk(Data(json.utf8), careful: false)), careful \(Self.walk(Data(json.utf8), careful: true))")
            }
        }
    }

    @Test("A catalogue payload with each byte around its numbers replaced reads alike both ways")
    func mutatedPayloads() {
        let payload = CataloguePayload.encode(SampleData.catalogue(count: 12), as: .v1)
        let bytes = [UInt8](payload)
        let replacements: [UInt8] = Array("-+.eE0 9x,]}\"".utf8) + [0x00, 0xFF]
        var mutated = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: ":") || (0x30...0x39).contains(bytes[index]) {
            for offset in 0...2 where index + offset < bytes.count {
                for byte in replacements {
                    var copy = bytes
                    copy[index + offset] = byte
                    mutated += 1
                    #expect(Self.agree(Data(copy)), "byte \(index + offset) set to \(byte)")
                }
            }
        }
        #expect(mutated > 1_000)
    }
}
