import Testing
@testable import SharedModel

/// The reader's sixteen-bytes-a-block path through a string: it stops at exactly the first byte that
/// needs a decision, whatever the byte and wherever it sits, in a whole block or in the bytes left
/// after the last one, never reads past the end, and the reader built on it reads every string as
/// before.
struct StringBlockScannerTests {
    /// What the careful byte-by-byte code must see: a raw control character, a UTF-8 byte, a quote
    /// or a backslash.
    private static func isSpecial(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte >= 0x80 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// Where the scanner stops in `bytes`, starting at `start`.
    private func stop(_ bytes: [UInt8], from start: Int = 0) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            StringBlockScanner.firstSpecialByte(in: buffer, from: start, end: buffer.count)
        }
    }

    @Test("Every byte value at every position of a block: it stops there exactly when the byte is special")
    func everyByteEveryPosition() {
        var wrong: [String] = []
        for value in 0...255 {
            for position in 0..<StringBlockScanner.blockSize {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 2 * StringBlockScanner.blockSize)
                bytes[position] = UInt8(value)
                let expected = Self.isSpecial(UInt8(value)) ? position : bytes.count
                if stop(bytes) != expected { wrong.append("0x\(String(value, radix: 16)) at \(position)") }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
    }

    @Test("Two bytes in a block: it stops at the first special one, whatever lies above it")
    func firstOfTwo() {
        // Bytes around each class's edges, including those whose subtraction borrows.
        let values: [UInt8] = [0x00, 0x01, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7E, 0x7F, 0x80, 0xA2, 0xDC, 0xFF]
        var wrong: [String] = []
        for low in values {
            for high in values {
                for first in 0..<StringBlockScanner.blockSize {
                    for second in (first + 1)..<(2 * StringBlockScanner.blockSize) {
                        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 2 * StringBlockScanner.blockSize)
                        bytes[first] = low
                        bytes[second] = high
                        let expected = bytes.firstIndex(where: Self.isSpecial) ?? bytes.count
                        if stop(bytes) != expected { wrong.append("\(low) at \(first), \(high) at \(second)") }
                    }
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
    }

    @Test("Fewer than a block's bytes left, or an input shorter than a block: read one at a time to the same stop",
          arguments: [0, 1, 7, 8, 15, 16, 17, 33, 63])
    func shortTail(length: Int) {
        let block = StringBlockScanner.blockSize
        for start in 0..<3 {
            let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: start + length)
            #expect(stop(bytes, from: start) == bytes.count)
            // Plain blocks first, then a short tail: plain to the end, or stopped at its special byte.
            var longer = [UInt8](repeating: UInt8(ascii: "a"), count: start + 2 * block + length)
            #expect(stop(longer, from: start) == longer.count)
            for place in (start + 2 * block)..<longer.count {
                longer[place] = UInt8(ascii: "\"")
                #expect(stop(longer, from: start) == place)
                #expect(stop(longer, from: place) == place)
                longer[place] = UInt8(ascii: "a")
            }
        }
    }

    @Test("Asked from ever later places, as the reader asks it: the first special byte, or the end")
    func laterPlaces() {
        // Specials scattered over many blocks, runs of plain bytes several blocks long among them.
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 300)
        for (place, value) in [(3, 0x22), (9, 0x5C), (40, 0x80), (63, 0x1F), (64, 0x22), (66, 0xFF), (200, 0x22), (290, 0x00)] {
            bytes[place] = UInt8(value)
        }
        bytes.withUnsafeBufferPointer { buffer in
            for step in [1, 2, 5, 13, 16, 64] {
                var start = 0
                while start < buffer.count {
                    let first = bytes[start...].firstIndex(where: Self.isSpecial) ?? bytes.count
                    let stop = StringBlockScanner.firstSpecialByte(in: buffer, from: start, end: buffer.count)
                    #expect(stop == first, "from \(start), by \(step): \(stop), first special \(first)")
                    start += step
                }
            }
        }
    }

    /// What the reader makes of one JSON string: its text, or the offset of its error.
    private enum Reading: Equatable {
        case success(String)
        case failure(Int)
    }

    private func read(_ json: String) -> Reading {
        do throws(JSONReaderError) {
            return .success(try JSONReader.read(Array(json.utf8)) { (reader: inout JSONReader) throws(JSONReaderError) -> String in
                try reader.readString()
            })
        } catch {
            return .failure(error.offset)
        }
    }

    @Test("Strings whose escape, multi-byte character or end falls at every place around a block's boundary read as before")
    func boundaries() {
        let pieces: [(json: String, text: String)] = [
            (#"\n"#, "\n"), (#"\u00e9"#, "é"), ("é", "é"), ("😀", "😀"), (#"\uD83D\uDE00"#, "😀"), (#"\\"#, "\\"),
            (#"\""#, "\""), ("", ""),
        ]
        for prefix in 0..<36 {
            for suffix in [0, 1, 7, 8, 9] {
                for piece in pieces {
                    let before = String(repeating: "a", count: prefix)
                    let after = String(repeating: "b", count: suffix)
                    let json = "\"" + before + piece.json + after + "\""
                    #expect(read(json) == .success(before + piece.text + after), "\(json)")
                }
            }
        }
    }

    @Test("A raw control character or an unclosed string is found at its own offset, wherever it falls")
    func errorsAtTheirOffsets() {
        for prefix in 0..<20 {
            let before = String(repeating: "a", count: prefix)
            #expect(read("\"" + before + "\u{1}" + "bbbbbbbbb\"") == .failure(1 + prefix))
            #expect(read("\"" + before) == .failure(1 + prefix))
        }
    }
}
