/// A string (or an object's key) as it stands in the input, already checked: valid UTF-8, valid
/// escapes, no raw control characters. It points into the bytes being read, so it is valid only
/// inside the ``JSONReader/read(_:maximumDepth:_:)`` call that produced it and must not escape it.
///
/// It lets a reader compare keys and values with the bytes expected, and skip a value it will not
/// keep, without making a `String`; ``string`` makes one only for a value the caller keeps.
public struct JSONStringToken {
    /// The bytes between the quotes, escapes as written.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The byte offset of the opening quote in the input.
    public let offset: Int
    /// Whether the string has at least one escape (`\n`, `\u00e9`…), so that its raw bytes are not
    /// its text.
    public let hasEscapes: Bool
    /// Whether every byte as written is ASCII. An escape may still stand for a non-ASCII character.
    public let isASCII: Bool

    init(bytes: UnsafeBufferPointer<UInt8>, offset: Int, hasEscapes: Bool, isASCII: Bool) {
        self.bytes = bytes
        self.offset = offset
        self.hasEscapes = hasEscapes
        self.isASCII = isASCII
    }

    /// The string whose quotes are at `open` and `close` in `input`.
    @inline(__always)
    init(in input: UnsafeBufferPointer<UInt8>, open: Int, close: Int, hasEscapes: Bool, isASCII: Bool) {
        self.init(bytes: UnsafeBufferPointer(start: input.baseAddress.map { $0 + (open &+ 1) }, count: close &- open &- 1),
                  offset: open, hasEscapes: hasEscapes, isASCII: isASCII)
    }

    /// The string's text, escapes decoded. The only member that allocates, and only for text longer
    /// than a small string (15 UTF-8 bytes).
    public var string: String {
        guard hasEscapes else {
            if isASCII, let small = Self.smallASCIIString(bytes) {
                return small
            }
            // Copied straight into the new string: for a small string, cheaper than
            // `String(decoding:)`, which builds it a byte at a time.
            let bytes = bytes
            return String(unsafeUninitializedCapacity: bytes.count) { buffer in
                UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(bytes))
                return bytes.count
            }
        }
        // Decoding never lengthens: every escape is at least as long as the UTF-8 it stands for.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { buffer in
            let count = Self.unescape(bytes, into: buffer)
            return String(decoding: UnsafeBufferPointer(start: buffer.baseAddress, count: count), as: UTF8.self)
        }
    }

    /// `bytes`, ASCII, as a small `String` (at most 15 bytes, kept inside the `String` itself), or nil
    /// when they are more or the machine is not a 64-bit little-endian one.
    ///
    /// A catalogue's names are mostly this short, and making each with `String`'s initialisers costs
    /// a call and a UTF-8 validation, a large share of reading the catalogue in a profile of the
    /// one-step reformer. ASCII needs no validation, so
    /// the string's two words are written directly in the small form `String`'s ABI fixes on 64-bit
    /// platforms: the bytes in order from the first word's low byte, and in the top byte of the
    /// second, 0xE0 (immortal, ASCII, small) with the count. The bytes are read in at most two loads
    /// that overlap, never past the last byte. `JSONStringTokenTests` compares every length with
    /// `String(decoding:as:)`.
    @inline(__always)
    static func smallASCIIString(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        #if _pointerBitWidth(_64) && _endian(little)
        let count = bytes.count
        guard count <= 15, let base = bytes.baseAddress.map(UnsafeRawPointer.init) else {
            return count == 0 ? "" : nil
        }
        var low: UInt64 = 0
        var high: UInt64 = 0
        switch count {
        case 8...15:
            low = base.loadUnaligned(as: UInt64.self)
            // The last eight bytes, shifted so that byte 8 lands at the bottom; at 8 nothing is left.
            high = base.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self) >> UInt64((16 &- count) &* 8)
        case 4...7:
            let first = UInt64(base.loadUnaligned(as: UInt32.self))
            let last = UInt64(base.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self))
            low = first | last &<< UInt64((count &- 4) &* 8)
        case 1...3:
            let middle = count / 2
            low = UInt64(base.load(as: UInt8.self)) | UInt64(base.load(fromByteOffset: middle, as: UInt8.self)) &<< UInt64(middle &* 8)
                | UInt64(base.load(fromByteOffset: count &- 1, as: UInt8.self)) &<< UInt64((count &- 1) &* 8)
        default:
            return ""
        }
        high |= (0xE0 | UInt64(count)) &<< 56
        return unsafeBitCast((low, high), to: String.self)
        #else
        return nil
        #endif
    }

    /// Whether the text, escapes decoded, is exactly `literal`'s UTF-8; allocates nothing unless the
    /// token has escapes.
    // Inlined: readers compare each key with several literals, and inlined, a literal's length
    // and bytes are constants, so a key of another length costs one comparison and no call.
    @inline(__always)
    public static func == (token: JSONStringToken, literal: StaticString) -> Bool {
        // The usual case, a key without escapes against a literal held as bytes: the lengths first,
        // so a key of another length costs one comparison.
        if literal.hasPointerRepresentation, !token.hasEscapes {
            let count = literal.utf8CodeUnitCount
            guard token.bytes.count == count else {
                return false
            }
            return bytesEqual(token.bytes.baseAddress, literal.utf8Start, count: count)
        }
        return literal.withUTF8Buffer { expected in token.equals(utf8: expected) }
    }

    /// The negation of ``==(_:_:)``.
    public static func != (token: JSONStringToken, literal: StaticString) -> Bool {
        !(token == literal)
    }

    /// Whether the text, escapes decoded, has exactly the UTF-8 bytes of `text` (byte for byte, not
    /// Unicode canonical equivalence as `String`'s `==`).
    public func equals(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { equals(utf8: $0) }
    }

    /// Whether the text is the UTF-8 `expected`.
    func equals(utf8 expected: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !hasEscapes else {
            return string.utf8.elementsEqual(expected)
        }
        guard bytes.count == expected.count else {
            return false
        }
        return Self.bytesEqual(bytes.baseAddress, expected.baseAddress, count: expected.count)
    }

    /// Whether the `count` bytes at `first` and at `second` are equal, compared in words: up to 16
    /// bytes as two words that overlap when `count` is not a word's size, so no byte is compared one
    /// at a time. Inlined with a constant `count` (a literal key's length), it is two loads and two
    /// comparisons. A pointer may be nil only when `count` is zero.
    @inline(__always)
    static func bytesEqual(_ first: UnsafePointer<UInt8>?, _ second: UnsafePointer<UInt8>?, count: Int) -> Bool {
        guard count > 0, let first, let second else {
            return true
        }
        let left = UnsafeRawPointer(first)
        let right = UnsafeRawPointer(second)
        @inline(__always)
        func pair<Word: FixedWidthInteger>(_: Word.Type, _ count: Int) -> Bool {
            let last = count &- MemoryLayout<Word>.size
            return left.loadUnaligned(as: Word.self) == right.loadUnaligned(as: Word.self)
                && left.loadUnaligned(fromByteOffset: last, as: Word.self) == right.loadUnaligned(fromByteOffset: last, as: Word.self)
        }
        switch count {
        case 1:
            return first.pointee == second.pointee
        case 2...3:
            return pair(UInt16.self, count)
        case 4...7:
            return pair(UInt32.self, count)
        case 8...16:
            return pair(UInt64.self, count)
        default:
            var offset = 0
            while count &- offset > 8 {
                guard left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    == right.loadUnaligned(fromByteOffset: offset, as: UInt64.self) else {
                    return false
                }
                offset &+= 8
            }
            // The last word, overlapping the one before it.
            return left.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
                == right.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
        }
    }

    /// Whether the raw bytes, as written, are `expected`; only meaningful without escapes.
    func rawBytesEqual(_ expected: [UInt8]) -> Bool {
        expected.withUnsafeBufferPointer { equals(utf8: $0) }
    }

    /// The text as a legacy subject id (``Subject/legacyID(fromUTF8:)``), read from the bytes in
    /// place unless escapes must be decoded first.
    @inline(__always)
    var decimalValue: Int? {
        hasEscapes ? Subject.legacyID(fromUTF8: string.utf8) : Subject.legacyID(fromUTF8: bytes)
    }

    /// The value of one hexadecimal digit, or nil.
    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte &- UInt8(ascii: "0"))
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte &- UInt8(ascii: "A") &+ 10)
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte &- UInt8(ascii: "a") &+ 10)
        default: nil
        }
    }

    /// Decodes the escapes of `source`, which the reader has already validated, into `target` (at
    /// least as long as `source`); returns the number of bytes written.
    private static func unescape(_ source: UnsafeBufferPointer<UInt8>, into target: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var input = 0
        var output = 0
        while input < source.count {
            let byte = source[input]
            guard byte == UInt8(ascii: "\\") else {
                target[output] = byte
                output &+= 1
                input &+= 1
                continue
            }
            let escape = source[input &+ 1]
            input &+= 2
            switch escape {
            case UInt8(ascii: "b"): target[output] = 0x08
            case UInt8(ascii: "f"): target[output] = 0x0C
            case UInt8(ascii: "n"): target[output] = 0x0A
            case UInt8(ascii: "r"): target[output] = 0x0D
            case UInt8(ascii: "t"): target[output] = 0x09
            case UInt8(ascii: "u"):
                var scalar = hex4(source, at: input)
                input &+= 4
                if scalar >= 0xD800, scalar <= 0xDBFF {
                    // Validated: a low surrogate escape follows.
                    let low = hex4(source, at: input &+ 2)
                    input &+= 6
                    scalar = 0x10000 &+ ((scalar &- 0xD800) << 10) &+ (low &- 0xDC00)
                }
                output &+= encode(scalar, into: target, at: output)
                continue
            default: target[output] = escape   // \" \\ \/
            }
            output &+= 1
        }
        return output
    }

    private static func hex4(_ source: UnsafeBufferPointer<UInt8>, at start: Int) -> UInt32 {
        var value: UInt32 = 0
        for index in start..<(start &+ 4) {
            value = value << 4 | (hexValue(source[index]) ?? 0)
        }
        return value
    }

    /// Writes `scalar` (a valid Unicode scalar value) as UTF-8; returns the number of bytes.
    private static func encode(_ scalar: UInt32, into target: UnsafeMutableBufferPointer<UInt8>, at index: Int) -> Int {
        switch scalar {
        case 0..<0x80:
            target[index] = UInt8(truncatingIfNeeded: scalar)
            return 1
        case 0x80..<0x800:
            target[index] = UInt8(truncatingIfNeeded: 0xC0 | scalar >> 6)
            target[index &+ 1] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
            return 2
        case 0x800..<0x10000:
            target[index] = UInt8(truncatingIfNeeded: 0xE0 | scalar >> 12)
            target[index &+ 1] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F)
            target[index &+ 2] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
            return 3
        default:
            target[index] = UInt8(truncatingIfNeeded: 0xF0 | scalar >> 18)
            target[index &+ 1] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 12 & 0x3F)
            target[index &+ 2] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F)
            target[index &+ 3] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
            return 4
        }
    }
}
