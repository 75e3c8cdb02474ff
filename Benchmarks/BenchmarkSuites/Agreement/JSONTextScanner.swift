import Foundation
import SharedModel

/// Small scans over JSON text that undo Foundation's leniencies, so ``FoundationJSONDifference``
/// can tell a listed difference from a real disagreement. They step over strings (and the escapes
/// in them) and look only at what lies outside.
enum JSONTextScanner {
    /// `bytes` with every comma that is followed, past whitespace, by `]` or `}` removed; nil when
    /// there is none.
    static func removingTrailingCommas(_ bytes: [UInt8]) -> [UInt8]? {
        rewritingOutsideStrings(bytes) { bytes, index in
            guard bytes[index] == UInt8(ascii: ",") else { return nil }
            var next = index + 1
            while next < bytes.count, isWhitespace(bytes[next]) {
                next += 1
            }
            guard next < bytes.count, bytes[next] == UInt8(ascii: "]") || bytes[next] == UInt8(ascii: "}") else { return nil }
            return (consumed: 1, replacement: [])
        }
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
        rewritingOutsideStrings(bytes) { bytes, index in
            guard bytes[index] == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else {
                return nil
            }
            var end = index + 1
            while end < bytes.count, isNumberByte(bytes[end]) {
                end += 1
            }
            // The whole token is consumed either way, so no digit inside it is read as a number of its own.
            let isBeyond = Double(String(decoding: bytes[index..<end], as: UTF8.self))?.isInfinite ?? false
            return (consumed: end - index, replacement: isBeyond ? [UInt8(ascii: "0")] : Array(bytes[index..<end]))
        }
    }

    /// `bytes` with what `rewrite` replaces: it is asked at every byte outside strings, and answers
    /// how many bytes from there to replace and with what, or nil to keep the byte. Nil when nothing
    /// came out different.
    private static func rewritingOutsideStrings(
        _ bytes: [UInt8], _ rewrite: ([UInt8], Int) -> (consumed: Int, replacement: [UInt8])?
    ) -> [UInt8]? {
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var changed = false
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\"") {
                let end = endOfString(bytes, from: index)
                kept += bytes[index..<end]
                index = end
            } else if let (consumed, replacement) = rewrite(bytes, index) {
                changed = changed || !replacement.elementsEqual(bytes[index..<min(index + consumed, bytes.count)])
                kept += replacement
                index += consumed
            } else {
                kept.append(bytes[index])
                index += 1
            }
        }
        return changed ? kept : nil
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

    /// Whether arrays and objects in `raw` ever nest deeper than `limit`, counting brackets outside
    /// strings; reads the bytes where they lie.
    static func nestsDeeper(_ raw: Data, than limit: Int) -> Bool {
        raw.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Bool in
            var depth = 0
            var inString = false
            var escaped = false
            for byte in bytes {
                if inString {
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""):
                    inString = true
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                    if depth > limit {
                        return true
                    }
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                default:
                    break
                }
            }
            return false
        }
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
