import Foundation
import SharedModel

/// Small scans over JSON text that undo Foundation's leniencies, so ``FoundationJSONDifference``
/// can tell a listed difference from a real disagreement. They step over strings (and the escapes
/// in them) and look only at what lies outside.
enum JSONTextScanner {
    /// `bytes` with every comma that is followed, past whitespace, by `]` or `}` removed; nil when
    /// there is none.
    static func removingTrailingCommas(_ bytes: [UInt8]) -> [UInt8]? {
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var removed = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let end = endOfString(bytes, from: index)
                kept += bytes[index..<end]
                index = end
                continue
            }
            if byte == UInt8(ascii: ",") {
                var next = index + 1
                while next < bytes.count, isWhitespace(bytes[next]) {
                    next += 1
                }
                if next < bytes.count, bytes[next] == UInt8(ascii: "]") || bytes[next] == UInt8(ascii: "}") {
                    removed = true
                    index += 1
                    continue
                }
            }
            kept.append(byte)
            index += 1
        }
        return removed ? kept : nil
    }

    /// `bytes` without the unescaped U+FEFF (EF BB BF) that `JSONSerialization` drops: one at the
    /// start of a string and one right after each escape sequence in it; nil when there is none.
    static func removingBOMsJSONSerializationDrops(_ bytes: [UInt8]) -> [UInt8]? {
        let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var removed = false
        var index = 0
        var inString = false
        // Whether the next byte opens a piece of a string: just after its quote or an escape.
        var pieceStarts = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString, pieceStarts, bytes[index...].starts(with: mark) {
                index += mark.count
                removed = true
                pieceStarts = false
                continue
            }
            pieceStarts = false
            if !inString {
                inString = byte == UInt8(ascii: "\"")
                pieceStarts = inString
                kept.append(byte)
                index += 1
            } else if byte == UInt8(ascii: "\\") {
                let length = index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "u") ? 6 : 2
                let end = min(index + length, bytes.count)
                kept += bytes[index..<end]
                index = end
                pieceStarts = true
            } else {
                inString = byte != UInt8(ascii: "\"")
                kept.append(byte)
                index += 1
            }
        }
        return removed ? kept : nil
    }

    /// `bytes` with every number outside strings whose value is beyond `Double`'s range replaced
    /// by `0`; nil when there is none.
    static func replacingNumbersBeyondDouble(_ bytes: [UInt8]) -> [UInt8]? {
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var replaced = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let end = endOfString(bytes, from: index)
                kept += bytes[index..<end]
                index = end
                continue
            }
            if byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                var end = index + 1
                while end < bytes.count, isNumberByte(bytes[end]) {
                    end += 1
                }
                let text = String(decoding: bytes[index..<end], as: UTF8.self)
                if let value = Double(text), value.isInfinite {
                    kept.append(UInt8(ascii: "0"))
                    replaced = true
                } else {
                    kept += bytes[index..<end]
                }
                index = end
                continue
            }
            kept.append(byte)
            index += 1
        }
        return replaced ? kept : nil
    }

    /// Whether some object in `raw` repeats a key, compared as decoded text; false when the reader
    /// refuses `raw`. Walks every value without recursing, like the reader itself.
    static func repeatsAKey(_ raw: Data) -> Bool {
        let repeats = try? JSONReader.read(raw) { (reader: inout JSONReader) throws(JSONReaderError) -> Bool in
            // One entry per open container: the keys seen so far in an object, nil for an array.
            var open: [Set<String>?] = []
            var valueComes = true
            var repeats = false
            while true {
                if valueComes {
                    switch try reader.peekKind() {
                    case .object:
                        try reader.beginObject()
                        open.append([])
                    case .array:
                        try reader.beginArray()
                        open.append(nil)
                    default:
                        try reader.skipValue()
                    }
                    valueComes = false
                }
                guard let innermost = open.last else {
                    return repeats
                }
                if var keys = innermost {
                    if let key = try reader.nextKey() {
                        repeats = repeats || !keys.insert(key.string).inserted
                        open[open.count - 1] = keys
                        valueComes = true
                    } else {
                        open.removeLast()
                    }
                } else if try reader.nextElement() {
                    valueComes = true
                } else {
                    open.removeLast()
                }
            }
        }
        return repeats ?? false
    }

    /// The index just past the string that opens at `start` (or the end of `bytes`).
    private static func endOfString(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            default: index += 1
            }
        }
        return bytes.count
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
             UInt8(ascii: "e"), UInt8(ascii: "E"):
            true
        default:
            false
        }
    }
}
