/// Counts the bytes of one value in a run of bytes, 32 a step with Swift's SIMD types: how the
/// reader bounds the objects ahead of it (each opens with `{`), so that a list of them is sized
/// once instead of grown by doubling.
///
/// A step compares 32 bytes with the value at once. A lane that matches is all ones, which is -1
/// as a byte, so subtracting the comparison from 32 one-byte counters adds one wherever a byte
/// matched; the counters are summed every 255 steps, before any can overflow. The compiler turns
/// each step into a few vector instructions for whatever the machine it builds for has (two SSE2
/// registers at the least), so no machine needs its own code. ``scalarCount(of:in:)`` counts a
/// byte at a time: the reference the tests hold the wide count to.
enum ByteCounter {
    /// Bytes a step.
    static let blockSize = 32

    private typealias Block = SIMD32<UInt8>

    /// How many bytes of `bytes` are `value`.
    static func count(of value: UInt8, in bytes: UnsafeRawBufferPointer) -> Int {
        guard let base = bytes.baseAddress else {
            return 0
        }
        let pattern = Block(repeating: value)
        var total = 0
        var index = 0
        while bytes.count &- index >= blockSize {
            var counters = Block()
            var steps = 0
            while steps < 255, bytes.count &- index >= blockSize {
                let matches = base.loadUnaligned(fromByteOffset: index, as: Block.self) .== pattern
                // The mask's lanes as bytes: 0xFF (-1) where matched, 0 elsewhere.
                counters &-= unsafeBitCast(matches, to: Block.self)
                index &+= blockSize
                steps &+= 1
            }
            total &+= Int(SIMD32<UInt16>(truncatingIfNeeded: counters).wrappedSum())
        }
        return total &+ scalarCount(of: value, in: UnsafeRawBufferPointer(rebasing: bytes[index...]))
    }

    /// ``count(of:in:)`` a byte at a time.
    static func scalarCount(of value: UInt8, in bytes: UnsafeRawBufferPointer) -> Int {
        var total = 0
        for byte in bytes where byte == value {
            total &+= 1
        }
        return total
    }
}
