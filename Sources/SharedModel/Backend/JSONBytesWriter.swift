import Foundation

/// Writes JSON text straight into bytes, for the fake server's large answers: the same bytes
/// `JSONSerialization` writes with sorted keys (the caller writes keys in sorted order), without
/// building a dictionary per record first. A catalogue of 100,000 subjects written through
/// `JSONSerialization` held about 200 MB of dictionaries at once; written here, only its bytes.
struct JSONBytesWriter {
    /// The text written so far. Kept as `Data`, so that handing it over copies nothing.
    private(set) var data = Data()

    init(capacity: Int = 0) {
        data.reserveCapacity(capacity)
    }

    /// Punctuation or a literal, as is: `{`, `"key":`, `,`.
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { data.append($0) }
    }

    /// An integer in decimal.
    mutating func int(_ value: Int) {
        data.append(contentsOf: String(value).utf8)
    }

    /// A string in quotes, escaped as `JSONSerialization` escapes it: `"` `\` and `/` with a
    /// backslash, the five control characters that have a short escape with it, the other controls
    /// as `\u00xx`, everything else as its UTF-8.
    mutating func string(_ value: String) {
        data.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): raw(#"\""#)
            case UInt8(ascii: "\\"): raw(#"\\"#)
            case UInt8(ascii: "/"): raw(#"\/"#)
            case 0x08: raw(#"\b"#)
            case 0x09: raw(#"\t"#)
            case 0x0A: raw(#"\n"#)
            case 0x0C: raw(#"\f"#)
            case 0x0D: raw(#"\r"#)
            case 0..<0x20:
                raw(#"\u00"#)
                data.append(Self.hexDigits[Int(byte >> 4)])
                data.append(Self.hexDigits[Int(byte & 0x0F)])
            default:
                data.append(byte)
            }
        }
        data.append(UInt8(ascii: "\""))
    }

    /// Each of `elements` written by `body`, separated by commas, in brackets.
    mutating func array<Element>(_ elements: some Sequence<Element>, _ body: (inout JSONBytesWriter, Element) -> Void) {
        raw("[")
        var first = true
        for element in elements {
            if !first {
                raw(",")
            }
            first = false
            body(&self, element)
        }
        raw("]")
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
