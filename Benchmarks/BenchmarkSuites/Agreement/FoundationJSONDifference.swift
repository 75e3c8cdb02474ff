import Foundation
import SharedModel

/// The one list of places where Foundation and the project's `JSONReader` may differ, each with
/// the clause of RFC 8259 that decides it. The reader follows the RFC; each difference is one of
/// Foundation's leniencies, a limit the RFC lets a parser set, or a case the RFC leaves open.
/// ``ReformerAgreement`` stops on any difference this list does not explain.
public enum FoundationJSONDifference: String, CaseIterable, Sendable {
    /// `JSONSerialization` and `JSONDecoder` accept a comma before `]` or `}`: `[1,]`, `{"a":1,}`.
    case trailingComma = "trailing comma"
    /// Foundation skips a UTF-8 byte order mark before the value; the reader refuses it.
    case byteOrderMark = "byte order mark"
    /// Foundation reads bytes with a NUL among the first four as UTF-16 or UTF-32 (`[\0]\0` is `[]`
    /// in UTF-16LE); the reader reads UTF-8 only, where a raw NUL is never JSON.
    case otherEncoding = "UTF-16 or UTF-32"
    /// `JSONSerialization` refuses a number beyond `Double`'s range (`1e400`) anywhere in the text;
    /// the reader checks its grammar and refuses it only where a value is read as a number.
    case numberRange = "number beyond Double's range"
    /// When an object repeats a key, `JSONDecoder` keeps the first value; the reader and
    /// `JSONSerialization` keep the last.
    case repeatedKey = "repeated key"
    /// `JSONSerialization` drops one unescaped U+FEFF at the start of a string (key or value) and
    /// right after each escape sequence in it, as if each piece between escapes were a text with a
    /// byte order mark; the reader and `JSONDecoder` keep it. Found by the differential fuzz target
    /// (twice: at the start, then after `\\`).
    case byteOrderMarkInString = "U+FEFF at the start of a string or after an escape"

    /// The RFC 8259 clause that decides the difference, quoted.
    public var clause: String {
        switch self {
        case .trailingComma:
            "§4 and §5: object = begin-object [ member *( value-separator member ) ] end-object, and arrays alike: a "
                + "value separator is always followed by another member or value"
        case .byteOrderMark:
            "§8.1: implementations MUST NOT add a byte order mark to the beginning of a networked-transmitted JSON "
                + "text; parsers MAY ignore its presence rather than treating it as an error"
        case .otherEncoding:
            "§8.1: JSON text exchanged between systems that are not part of a closed ecosystem MUST be encoded using "
                + "UTF-8"
        case .numberRange:
            "§6: this specification allows implementations to set limits on the range and precision of numbers accepted"
        case .repeatedKey:
            "§4: the names within an object SHOULD be unique; when they are not, the behavior of software that "
                + "receives such an object is unpredictable"
        case .byteOrderMarkInString:
            "§7: all Unicode characters may be placed within the quotation marks, except for the characters that "
                + "MUST be escaped: quotation mark, reverse solidus, and the control characters"
        }
    }

    /// Who follows the RFC: the reader refuses what Foundation's leniencies accept; both sides are
    /// within the RFC where it lets a parser choose.
    public var whoIsRight: String {
        switch self {
        case .trailingComma, .otherEncoding: "the reader (Foundation is lenient)"
        case .byteOrderMarkInString: "the reader (JSONSerialization loses a character)"
        case .byteOrderMark, .numberRange, .repeatedKey: "both (the RFC lets each choose)"
        }
    }

    // MARK: Explaining a difference

    /// The listed differences that explain why Foundation accepts `raw` as JSON while the reader
    /// refuses it: the leniencies, undone one by one, leave text the reader accepts. Empty when no
    /// listed difference explains it.
    public static func explainingFoundationAcceptance(of raw: Data) -> [FoundationJSONDifference] {
        let (bytes, used) = undoingLeniencies([UInt8](raw))
        if used.contains(.otherEncoding) {
            // No raw NUL is ever JSON: Foundation read other text than these bytes.
            return used
        }
        guard !used.isEmpty, (try? JSONReader.validate(bytes)) != nil else {
            return []
        }
        return used
    }

    /// `bytes` with Foundation's leniencies undone (a leading byte order mark dropped, trailing
    /// commas removed), and which were; stops at ``otherEncoding``, which cannot be undone.
    static func undoingLeniencies(_ raw: [UInt8]) -> (bytes: [UInt8], used: [FoundationJSONDifference]) {
        var bytes = raw
        var used: [FoundationJSONDifference] = []
        if bytes.prefix(3).elementsEqual([0xEF, 0xBB, 0xBF]) {
            bytes.removeFirst(3)
            used.append(.byteOrderMark)
        }
        if bytes.prefix(4).contains(0) {
            return (bytes, used + [.otherEncoding])
        }
        if let withoutCommas = JSONTextScanner.removingTrailingCommas(bytes) {
            bytes = withoutCommas
            used.append(.trailingComma)
        }
        return (bytes, used)
    }

    /// The listed differences that explain why `JSONSerialization` refuses `raw` while the reader
    /// accepts it: numbers beyond `Double`'s range, each replaced by `0`, leave text it accepts.
    /// Empty when no listed difference explains it.
    public static func explainingFoundationRefusal(of raw: Data) -> [FoundationJSONDifference] {
        guard let inRange = JSONTextScanner.replacingNumbersBeyondDouble([UInt8](raw)),
              (try? JSONSerialization.jsonObject(with: Data(inRange), options: [.fragmentsAllowed])) != nil
        else {
            return []
        }
        return [.numberRange]
    }

    /// The text `JSONSerialization` reads when it differs from `raw`: `raw` without the U+FEFF it
    /// drops from strings (``byteOrderMarkInString``); nil when there is none.
    public static func textJSONSerializationReads(_ raw: Data) -> Data? {
        JSONTextScanner.removingBOMsJSONSerializationDrops([UInt8](raw)).map { Data($0) }
    }

    /// Whether some object in `raw`, which the reader accepts, repeats a key (compared as decoded
    /// text), so `JSONDecoder` may read another value than the reader does.
    public static func repeatsAKey(_ raw: Data) -> Bool {
        JSONTextScanner.repeatsAKey(raw)
    }
}
