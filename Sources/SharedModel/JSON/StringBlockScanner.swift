/// The reader's fast path through the inside of a string: the bytes that need a decision found
/// sixteen at a time.
///
/// Most bytes of a catalogue's strings are plain: printable ASCII other than the quote and the
/// backslash. The scanner compares sixteen bytes at once in a `SIMD16<Int8>`: one signed comparison
/// finds the bytes below 0x20 (raw control characters) and those at or above 0x80 (parts of UTF-8
/// sequences, negative as signed bytes), two more the quote and the backslash, and the compiler
/// makes each one vector instruction (SSE2 on any x86-64, NEON on arm64). The sixteen lanes of the
/// result, all ones or all zeros, are read as two words, and the first special byte is the lowest
/// set bit's byte; so a name of up to fifteen bytes and its closing quote take one block.
///
/// It starts at the string's own first byte and keeps nothing between strings. (An earlier scanner
/// marked 64 bytes at a time into one word and kept it for the strings after; without an
/// instruction to gather the lanes' top bits, which Swift does not offer, folding them into the word
/// cost more than it saved: `reformers/one-step` reads faster with this one.)
///
/// Everything the scanner stops at is read by the reader's careful code, byte by byte, exactly as
/// before (or, for a value read plainly, gives the attempt up); so the fast path decides nothing, it
/// only skips what needs no decision, and the reader stays exactly as strict.
enum StringBlockScanner {
    /// Bytes a block: one comparison of each kind.
    static let blockSize = 16

    private typealias Lanes = SIMD16<Int8>
    private static let quote = Int8(UInt8(ascii: "\""))
    private static let backslash = Int8(UInt8(ascii: "\\"))

    /// The index of the first byte at or after `start` that is not plain string content, or `end`
    /// when there is none: a block of sixteen bytes at a time, and the last fewer than sixteen one by one.
    @inline(__always)
    static func firstSpecialByte(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, end: Int) -> Int {
        guard let base = bytes.baseAddress else {
            return start
        }
        var index = start
        #if _endian(little)
        // The lowest set bit is the first byte only on a little-endian machine; elsewhere, bytes.
        while end &- index >= blockSize {
            let marks = specialMarks(UnsafeRawPointer(base + index))
            if marks.low != 0 {
                return index &+ marks.low.trailingZeroBitCount &>> 3
            }
            if marks.high != 0 {
                return index &+ 8 &+ marks.high.trailingZeroBitCount &>> 3
            }
            index &+= blockSize
        }
        #endif
        while index < end, !isSpecial(base[index]) {
            index &+= 1
        }
        return index
    }

    /// The sixteen bytes at `block` as two words, byte `i` of the pair all ones when byte `i` is below
    /// 0x20, at or above 0x80, a quote or a backslash, and zero otherwise.
    @inline(__always)
    static func specialMarks(_ block: UnsafeRawPointer) -> (low: UInt64, high: UInt64) {
        let lanes = block.loadUnaligned(as: Lanes.self)
        let outside = lanes .< Lanes(repeating: 0x20)
        let quote = lanes .== Lanes(repeating: Self.quote)
        let backslash = lanes .== Lanes(repeating: Self.backslash)
        let words = unsafeBitCast(unsafeBitCast(outside .| quote .| backslash, to: Lanes.self), to: SIMD2<UInt64>.self)
        return (words[0], words[1])
    }

    /// Whether `byte` needs a decision inside a string: what ``specialMarks(_:)`` marks.
    @inline(__always)
    static func isSpecial(_ byte: UInt8) -> Bool {
        Int8(bitPattern: byte) < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }
}
