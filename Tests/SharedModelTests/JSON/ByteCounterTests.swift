@testable import SharedModel
import Testing

/// The reader's 32-bytes-a-step count of one byte value: the same count as a byte at a time,
/// whatever the byte and wherever it sits, across block boundaries and the counters' 255-step flush.
struct ByteCounterTests {
    private func counts(_ bytes: [UInt8], of value: UInt8) -> (wide: Int, scalar: Int) {
        bytes.withUnsafeBytes { buffer in
            (ByteCounter.count(of: value, in: buffer), ByteCounter.scalarCount(of: value, in: buffer))
        }
    }

    @Test("Every byte value at every position of two blocks and a tail: counted exactly when it is the value")
    func everyByteEveryPosition() {
        var wrong: [String] = []
        let length = 2 * ByteCounter.blockSize + 7
        for value in 0...255 {
            for position in 0..<length {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                bytes[position] = UInt8(value)
                // The brace, found only where it was put; and the byte itself, found once (the
                // background byte everywhere).
                let braces = value == Int(UInt8(ascii: "{")) ? 1 : 0
                let itself = value == Int(UInt8(ascii: "a")) ? length : 1
                if counts(bytes, of: UInt8(ascii: "{")) != (braces, braces) || counts(bytes, of: UInt8(value)) != (itself, itself) {
                    wrong.append("0x\(String(value, radix: 16)) at \(position)")
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
    }

    @Test("Runs of every length around a block, and past the counters' flush, counted as a byte at a time",
          arguments: [0, 1, 31, 32, 33, 63, 64, 65, 255 * 32 - 1, 255 * 32, 255 * 32 + 1, 600 * 32 + 5])
    func runs(length: Int) {
        let matching = [UInt8](repeating: UInt8(ascii: "{"), count: length)
        #expect(counts(matching, of: UInt8(ascii: "{")) == (length, length))
        let mixed = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37) }
        let expected = mixed.filter { $0 == 0xFF }.count
        #expect(counts(mixed, of: 0xFF) == (expected, expected))
    }

    @Test("The bound on the objects ahead: every brace counts, a string's included, and no more than the bytes hold")
    func objectCountBound() throws {
        let json = Array(#"[{"a":"{{"},{},{}]"#.utf8)
        let bound = try JSONReader.read(json) { (reader: inout JSONReader) throws(JSONReaderError) -> [Int] in
            let bounds = [reader.objectCountBound(smallestObject: 1), reader.objectCountBound(smallestObject: 8)]
            try reader.skipValue()
            return bounds + [reader.objectCountBound(smallestObject: 1)]
        }
        #expect(bound == [5, json.count / 8, 0])
        let scalar = try JSONReader.$scanning.withValue(.scalar) {
            try JSONReader.read(json) { (reader: inout JSONReader) throws(JSONReaderError) -> Int in
                let bound = reader.objectCountBound(smallestObject: 1)
                try reader.skipValue()
                return bound
            }
        }
        #expect(scalar == 5)
    }
}
