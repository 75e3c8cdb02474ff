import Testing
@testable import SharedModel

/// A token's `String`: the small strings written directly from their bytes are the strings
/// `String`'s own initialiser makes, at every length and with every ASCII byte.
struct JSONStringTokenTests {
    /// The `String` a plain ASCII token of `bytes` makes, the bytes placed at the end of a buffer
    /// that holds nothing after them, so that a read past the last byte would be out of bounds.
    private func string(_ bytes: [UInt8]) -> String {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        defer { buffer.deallocate() }
        _ = buffer.initialize(from: bytes)
        let token = JSONStringToken(bytes: UnsafeBufferPointer(rebasing: buffer[0..<bytes.count]), offset: 0,
                                    hasEscapes: false, isASCII: true)
        return token.string
    }

    /// A string's two words as stored, for comparing representations.
    private static func words(_ string: String) -> [UInt64] {
        let pair = unsafeBitCast(string, to: (UInt64, UInt64).self)
        return [pair.0, pair.1]
    }

    @Test("Every length up to 16, each byte position holding every ASCII value: the same String as String(decoding:as:)")
    func everyLengthEveryByte() {
        var wrong: [String] = []
        for count in 0...16 {
            for position in 0..<max(count, 1) {
                for value in UInt8(0)...UInt8(0x7F) where count > 0 || value == 0 {
                    var bytes = (0..<count).map { UInt8(ascii: "a") + UInt8($0) }
                    if count > 0 { bytes[position] = value }
                    let made = string(bytes)
                    let expected = String(decoding: bytes, as: UTF8.self)
                    // Equal as Strings, byte for byte, and, when small, bit for bit: the same count
                    // and flags (small, ASCII) as the standard library writes.
                    if made != expected || !made.utf8.elementsEqual(expected.utf8) || made.utf8.count != count
                        || (count <= 15 && Self.words(made) != Self.words(expected)) {
                        wrong.append("\(count) bytes, 0x\(String(value, radix: 16)) at \(position)")
                    }
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
    }

    @Test("A small string made from bytes behaves as any String: appended to, hashed, compared, grown past 15 bytes")
    func behavesAsAString() {
        var made = string(Array("Subject 12345".utf8))
        #expect(made.hashValue == "Subject 12345".hashValue)
        #expect(made < "Subject 2" && made.hasPrefix("Subject"))
        #expect(Set([made, "Subject 12345"]).count == 1)
        made += " and more"
        #expect(made == "Subject 12345 and more")
        #expect(made.count == 22)
    }

    @Test("Only ASCII tokens without escapes of at most 15 bytes are written directly")
    func onlySmallASCII() {
        #if _pointerBitWidth(_64) && _endian(little)
        let fifteen = [UInt8](repeating: UInt8(ascii: "x"), count: 15)
        let sixteen = fifteen + [UInt8(ascii: "x")]
        fifteen.withUnsafeBufferPointer { #expect(JSONStringToken.smallASCIIString($0) == String(repeating: "x", count: 15)) }
        sixteen.withUnsafeBufferPointer { #expect(JSONStringToken.smallASCIIString($0) == nil) }
        #endif
        // Longer and non-ASCII tokens go the way they went before.
        #expect(string(Array(String(repeating: "y", count: 40).utf8)) == String(repeating: "y", count: 40))
        let accented = Array("Ångström".utf8)
        let token = accented.withUnsafeBufferPointer { buffer in
            JSONStringToken(bytes: buffer, offset: 0, hasEscapes: false, isASCII: false).string
        }
        #expect(token == "Ångström")
    }
}
