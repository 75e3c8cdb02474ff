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
/// before; so the fast path decides nothing, it only skips what needs no decision, and the reader
/// stays exactly as strict.
///
/// A block is marked sixteen bytes at a time in a `SIMD16<UInt8>`: the high bit of each byte of
/// `(b - 0x20) | ((b ^ '"') - 1) | ((b ^ '\\') - 1) | b`, since a subtraction wraps into the high
/// bit exactly when its byte is below what it subtracts, which for `x - 1` means `x` is zero. The
/// lanes are separate, so no borrow crosses a byte, and the compiler makes each operation one
/// vector instruction (SSE2 on any x86-64, NEON on arm64). Each eight high bits are then gathered
/// into eight bits of the word by one multiplication.
struct StringBlockScanner {
    /// Bytes a block.
    static let blockSize = 64

    private typealias Lanes = SIMD16<UInt8>

    /// Where the marked block starts; none is marked at first.
    private var blockStart = Int.min
    /// Bit `i` is set when byte `blockStart + i` is special.
    private var marks: UInt64 = 0

    /// The index of the first byte at or after `start` that is not plain string content. It reads
    /// whole blocks only: at an index with fewer than a block's bytes before `end` and outside the
    /// marked block, it returns that index, for the caller's byte-by-byte code to go on from.
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
        while end &- index >= Self.blockSize, let base = bytes.baseAddress {
            blockStart = index
            marks = Self.specialMarks(UnsafeRawPointer(base + index))
            if marks != 0 {
                return index &+ marks.trailingZeroBitCount
            }
            index &+= Self.blockSize
        }
        return index
    }

    /// The 64 bytes at `block` as a word with bit `i` set when byte `i` is below 0x20, at or above
    /// 0x80, a quote or a backslash.
    @inline(__always)
    static func specialMarks(_ block: UnsafeRawPointer) -> UInt64 {
        var word: UInt64 = 0
        for sixteen in 0..<4 {
            let lanes = block.loadUnaligned(fromByteOffset: sixteen &* 16, as: Lanes.self)
            let quote = lanes ^ Lanes(repeating: UInt8(ascii: "\""))
            let backslash = lanes ^ Lanes(repeating: UInt8(ascii: "\\"))
            let wrapped = (lanes &- Lanes(repeating: 0x20)) | (quote &- Lanes(repeating: 1)) | (backslash &- Lanes(repeating: 1))
            let highBits = unsafeBitCast((wrapped | lanes) & Lanes(repeating: 0x80), to: SIMD2<UInt64>.self)
            word |= gathered(highBits[0]) << UInt64(sixteen &* 16) | gathered(highBits[1]) << UInt64(sixteen &* 16 &+ 8)
        }
        return word
    }

    /// The high bits of `word`'s eight bytes as eight bits, byte 0's lowest: the multiplication
    /// moves byte `i`'s bit to bit `56 + i`, and no two of its products overlap.
    @inline(__always)
    private static func gathered(_ word: UInt64) -> UInt64 {
        ((word >> 7) &* 0x0102_0408_1020_4080) >> 56
    }
}
