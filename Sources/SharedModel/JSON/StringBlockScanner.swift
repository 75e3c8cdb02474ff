/// The reader's fast path through the inside of a string: eight bytes a step instead of one.
///
/// Most bytes of a catalogue's strings are plain: printable ASCII other than the quote and the
/// backslash. This type finds the first byte that is not, in a `UInt64` at a time (SWAR, "SIMD
/// within a register"): it marks each byte of the word that is below 0x20 (a raw control
/// character), at or above 0x80 (part of a UTF-8 sequence), a quote or a backslash, and the
/// lowest mark is the answer. Everything it stops at is then read by the reader's careful code,
/// byte by byte, exactly as before; so the fast path decides nothing, it only skips what needs no
/// decision, and the reader stays exactly as strict.
///
/// The marks come from the classic "has a zero byte" trick: `(w - 0x01…01) & ~w & 0x80…80` is
/// non-zero exactly when `w` has a zero byte, and its lowest set bit is in the lowest such byte (a
/// borrow only ever spreads upwards, so marks above the first may be false, never the first).
enum StringBlockScanner {
    /// Bytes a step.
    static let blockSize = 8

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The index of the first byte at or after `start` that is not plain string content, reading
    /// whole blocks of eight only: when fewer than eight bytes remain before `end`, it returns the
    /// index where they begin, for the caller's byte-by-byte code to go on from.
    @inline(__always)
    static func firstSpecialByte(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, end: Int) -> Int {
        #if _endian(little)
        guard let base = bytes.baseAddress else { return start }
        let raw = UnsafeRawPointer(base)
        var index = start
        while end &- index >= blockSize {
            let marks = specialMarks(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            if marks != 0 {
                return index &+ marks.trailingZeroBitCount >> 3
            }
            index &+= blockSize
        }
        return index
        #else
        // The lowest mark is the first byte only on a little-endian machine; elsewhere, no skipping.
        return start
        #endif
    }

    /// A word whose high bit is set in (at least) the lowest byte of `word` that is below 0x20, at
    /// or above 0x80, a quote or a backslash, and in no byte below it; zero when there is none.
    @inline(__always)
    static func specialMarks(_ word: UInt64) -> UInt64 {
        let control = (word &- ones &* 0x20) & ~word
        let quote = hasZeroByte(word ^ (ones &* UInt64(UInt8(ascii: "\""))))
        let backslash = hasZeroByte(word ^ (ones &* UInt64(UInt8(ascii: "\\"))))
        return (control | word | quote | backslash) & highBits
    }

    @inline(__always)
    private static func hasZeroByte(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word
    }
}
