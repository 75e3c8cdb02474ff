/// The reader's fast path through the inside of a string: the bytes that need a decision found 64
/// at a time, once, and kept for every string that starts in the same 64 bytes.
///
/// Most bytes of a catalogue's strings are plain: printable ASCII other than the quote and the
/// backslash. For a block of 64 bytes the scanner marks, in one 64-bit word, each byte that is not:
/// below 0x20 (a raw control character), at or above 0x80 (part of a UTF-8 sequence), a quote or a
/// backslash. The first special byte at or after any position in the block is then one shift and
/// one count of trailing zeros, so a key, its value and the next key, which usually share a block,
/// cost one block's marking between them, and the reader's next step no longer waits on a scan.
/// Everything the scanner stops at is read by the reader's careful code, byte by byte, exactly as
/// before (or, for a value read plainly, gives the attempt up); so the fast path decides nothing, it
/// only skips what needs no decision, and the reader stays exactly as strict.
///
/// A block is marked sixteen bytes at a time in a `SIMD16<Int8>`: one signed comparison finds the
/// bytes below 0x20 and those at or above 0x80 (negative as signed bytes), two more the quote and the
/// backslash, and the compiler makes each one vector instruction (SSE2 on any x86-64, NEON on arm64).
/// The four sixteens' marks are folded into one vector, sixteen `s` keeping bit `2s` of each byte,
/// and its two halves into one word, the second half a bit higher; so bit `j` of the word's byte
/// `i` marks byte `8j + i` of the block, and one 8-by-8 bit transpose (three swaps of bit groups)
/// puts every mark at its byte's own index.
struct StringBlockScanner {
    /// Bytes a block.
    static let blockSize = 64

    private typealias Lanes = SIMD16<Int8>
    private static let quote = Int8(UInt8(ascii: "\""))
    private static let backslash = Int8(UInt8(ascii: "\\"))

    /// Where the marked block starts; none is marked at first.
    private var blockStart = Int.min
    /// Bit `i` is set when byte `blockStart + i` is special.
    private var marks: UInt64 = 0

    /// The index of the first byte at or after `start` that is not plain string content, or `end`
    /// when there is none. It reads whole blocks only, the last one ending with the input; so in an
    /// input shorter than a block it returns `start`, for the caller's byte-by-byte code to go on from.
    @inline(__always)
    mutating func firstSpecialByte(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, end: Int) -> Int {
        #if _endian(little)
        // The usual case, inlined: the byte is found in the block already marked.
        let offset = start &- blockStart
        if UInt(bitPattern: offset) < UInt(Self.blockSize) {
            let ahead = marks >> UInt64(truncatingIfNeeded: offset)
            if ahead != 0 {
                return start &+ ahead.trailingZeroBitCount
            }
        }
        return firstSpecialByteInNewBlocks(in: bytes, from: start, end: end)
        #else
        // The lowest mark is the first byte only on a little-endian machine; elsewhere, no skipping.
        return start
        #endif
    }

    /// ``firstSpecialByte(in:from:end:)`` past the marked block: marks the blocks from `start` on.
    @inline(never)
    private mutating func firstSpecialByteInNewBlocks(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, end: Int) -> Int {
        var index = max(start, blockStart &+ Self.blockSize)
        if UInt(bitPattern: start &- blockStart) >= UInt(Self.blockSize) {
            index = start
        }
        guard let base = bytes.baseAddress else {
            return index
        }
        while end &- index >= Self.blockSize {
            blockStart = index
            marks = Self.specialMarks(UnsafeRawPointer(base + index))
            if marks != 0 {
                return index &+ marks.trailingZeroBitCount
            }
            index &+= Self.blockSize
        }
        // Fewer than a block's bytes left: the block that ends with the input, which overlaps bytes
        // already passed, is marked from where they end.
        guard index < end, end >= Self.blockSize else {
            return index
        }
        blockStart = end &- Self.blockSize
        marks = Self.specialMarks(UnsafeRawPointer(base + blockStart))
        let ahead = marks >> UInt64(truncatingIfNeeded: index &- blockStart)
        return ahead != 0 ? index &+ ahead.trailingZeroBitCount : end
    }

    /// The 64 bytes at `block` as a word with bit `i` set when byte `i` is below 0x20, at or above
    /// 0x80, a quote or a backslash.
    @inline(__always)
    static func specialMarks(_ block: UnsafeRawPointer) -> UInt64 {
        var folded = Lanes()
        for sixteen in 0..<4 {
            let lanes = block.loadUnaligned(fromByteOffset: sixteen &* 16, as: Lanes.self)
            let outside = lanes .< Lanes(repeating: 0x20)
            let quote = lanes .== Lanes(repeating: Self.quote)
            let backslash = lanes .== Lanes(repeating: Self.backslash)
            let special = outside .| quote .| backslash
            // A mask's lanes as bytes are all ones or all zeros: keep bit `2 * sixteen`.
            folded |= unsafeBitCast(special, to: Lanes.self) & Lanes(repeating: Int8(1 &<< (2 &* sixteen)))
        }
        let halves = unsafeBitCast(folded, to: SIMD2<UInt64>.self)
        return transposed(halves[0] | halves[1] &<< 1)
    }

    /// The 8-by-8 bit matrix `word` (bit `j` of byte `i`) transposed (to bit `i` of byte `j`): each
    /// step swaps the off-diagonal halves of the 2-by-2, then 4-by-4, then 8-by-8 blocks.
    @inline(__always)
    private static func transposed(_ word: UInt64) -> UInt64 {
        var word = word
        var swapped = (word ^ (word &>> 7)) & 0x00AA_00AA_00AA_00AA
        word ^= swapped ^ (swapped &<< 7)
        swapped = (word ^ (word &>> 14)) & 0x0000_CCCC_0000_CCCC
        word ^= swapped ^ (swapped &<< 14)
        swapped = (word ^ (word &>> 28)) & 0x0000_0000_F0F0_F0F0
        word ^= swapped ^ (swapped &<< 28)
        return word
    }
}
