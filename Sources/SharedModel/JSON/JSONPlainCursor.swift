/// A reader of JSON written plainly, for ``JSONReader/readPlainly(nesting:_:)``: values written the
/// compact way a server writes them (no whitespace, strings of ASCII with no control character and
/// no escape, integers of at most 18 digits), read with no path kept and no error made.
///
/// Each step reads what it is asked for only when it is written plainly, and otherwise answers
/// false or nil; the caller then gives up the whole attempt, and the reader reads the same bytes
/// again its careful way, which decides everything else and names any error. So what the cursor
/// accepts is a subset of what the reader accepts, read to the same values, and the reader stays
/// exactly as strict. It keeps no frames: the caller's code is the structure it expects.
public struct JSONPlainCursor {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Where plain reading stops: the end of input when scanning wide, 0 when scalar.
    private let end: Int
    /// The offset of the next byte to read.
    public internal(set) var offset: Int

    init(bytes: UnsafeBufferPointer<UInt8>, end: Int, offset: Int) {
        self.bytes = bytes
        self.end = end
        self.offset = offset
    }

    /// Reads `byte` if it comes next.
    @inline(__always)
    public mutating func take(_ byte: UInt8) -> Bool {
        guard offset < end, bytes[offset] == byte else {
            return false
        }
        offset &+= 1
        return true
    }

    /// A string written plainly: ASCII with no control character (below 0x20), quote or backslash
    /// inside its quotes, checked sixteen bytes at a time (``StringBlockScanner``).
    @inline(__always)
    public mutating func string() -> JSONStringToken? {
        guard offset < end, bytes[offset] == UInt8(ascii: "\"") else {
            return nil
        }
        let open = offset
        let close = StringBlockScanner.firstSpecialByte(in: bytes, from: open &+ 1, end: end)
        guard close < end, bytes[close] == UInt8(ascii: "\"") else {
            return nil
        }
        offset = close &+ 1
        return JSONStringToken(in: bytes, open: open, close: close, hasEscapes: false, isASCII: true)
    }

    /// A key written plainly, and its colon: `"key":`.
    @inline(__always)
    public mutating func key() -> JSONStringToken? {
        let start = offset
        guard let key = string(), take(UInt8(ascii: ":")) else {
            offset = start
            return nil
        }
        return key
    }

    /// Reads the key `expected` and its colon, `"expected":`, if it comes next. A key that only
    /// begins or ends like `expected` is not it: the quote and the colon must follow its last byte.
    @inline(__always)
    public mutating func key(_ expected: StaticString) -> Bool {
        let count = expected.utf8CodeUnitCount
        guard end &- offset >= count &+ 3, let base = bytes.baseAddress, base[offset] == UInt8(ascii: "\""),
              base[offset &+ count &+ 1] == UInt8(ascii: "\""), base[offset &+ count &+ 2] == UInt8(ascii: ":"),
              JSONStringToken.bytesEqual(base + (offset &+ 1), expected.utf8Start, count: count) else {
            return false
        }
        offset &+= count &+ 3
        return true
    }

    /// An optional `-` and 1 to 18 digits (so the value cannot overflow) with no leading zero, ended
    /// by the end of input or a byte that cannot go on a number (no fraction, no exponent, no more
    /// digits): a value no careful reading could make another of.
    @inline(__always)
    public mutating func integer() -> Int? {
        var index = offset
        let negative = index < end && bytes[index] == UInt8(ascii: "-")
        if negative {
            index &+= 1
        }
        let first = index
        let last = min(end, first &+ 18)
        var value = 0
        while index < last {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else {
                break
            }
            value = value &* 10 &+ Int(digit)
            index &+= 1
        }
        let count = index &- first
        guard count > 0, count == 1 || bytes[first] != UInt8(ascii: "0") else {
            return nil
        }
        if index < end {
            let next = bytes[index]
            guard next &- UInt8(ascii: "0") >= 10, next != UInt8(ascii: "."), next | 0x20 != UInt8(ascii: "e") else {
                return nil
            }
        }
        offset = index
        return negative ? 0 &- value : value
    }

    /// An array of plain strings, `body` called with each; false, part of it perhaps read, when
    /// anything in it is not plain.
    @inline(__always)
    public mutating func stringArray(_ body: (JSONStringToken) -> Void) -> Bool {
        guard take(UInt8(ascii: "[")) else {
            return false
        }
        if take(UInt8(ascii: "]")) {
            return true
        }
        repeat {
            guard let element = string() else {
                return false
            }
            body(element)
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "]"))
    }
}
