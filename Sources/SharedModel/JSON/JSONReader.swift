import Foundation

/// A strict, streaming JSON reader: one pass over UTF-8 bytes, pulled by its caller, building no
/// tree.
///
/// The caller asks for what it expects next and skips the rest:
///
/// ```swift
/// let id = try JSONReader.read(data) { (reader: inout JSONReader) throws(JSONReaderError) -> Int? in
///     var id: Int?
///     try reader.beginObject()
///     while let key = try reader.nextKey() {   // nil after the closing brace
///         if key == "id" { id = try reader.readInt() } else { try reader.skipValue() }
///     }
///     return id
/// }
/// ```
///
/// Every value is read or skipped, and so checked, in full: the reader accepts exactly RFC 8259
/// JSON. It refuses trailing commas, leading zeros, lone surrogate escapes, raw control characters
/// in strings, invalid UTF-8 (overlong forms, encoded surrogates, stray continuation bytes, anything
/// above U+10FFFF), a byte order mark, and anything but whitespace after the top-level value.
/// Arrays and objects may nest at most ``maximumDepth`` deep; deeper is an error, never a stack
/// overflow, because nothing here recurses.
///
/// Errors (``JSONReaderError``) name the JSON path, what was expected, what was found and the byte
/// offset. The path is kept as a small stack of keys (byte ranges) and indices and turned into a
/// string only when an error is thrown.
///
/// Keys and strings come as ``JSONStringToken``s that point into the input: compare them with the
/// key you expect (`key == "id"`) without making a `String`, and make one (``readString()``) only
/// for a value you keep.
///
/// After ``nextKey()`` returns a key, the caller must read or skip that key's value; after
/// ``nextElement()`` returns `true`, the element.
///
/// The usual steps (a key, an element, a string, an integer) each have a fast path, inlined into the
/// caller, that reads the common case in one go and gives anything else to a careful path out of
/// line, which decides every byte. A caller that expects a whole value in the form a server writes
/// can read it with no path kept at all, through ``readPlainly(nesting:_:)``, and read it again the
/// careful way when it is not. Scanning ``Scanning/scalar`` turns every fast path off; the tests and
/// the differential fuzz target hold the two ways to the same values and the same errors.
public struct JSONReader {
    /// The nesting limit of arrays and objects unless the caller gives another: 512, as deep as
    /// Foundation's `JSONSerialization` goes, and far deeper than any payload of this app.
    public static let defaultMaximumDepth = 512

    /// How many arrays and objects may be open at once.
    public let maximumDepth: Int
    /// How many arrays and objects are open now.
    public var depth: Int { ancestors.count }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let end: Int
    /// How this reader scans: the task's ``scanning`` when it was made.
    public let scanning: Scanning
    // Where the fast paths stop: the end of input when scanning wide, 0 when scalar. Every fast path
    // bounds its reads by it, so the scalar way turns them all off at no cost to the wide way.
    private let wideEnd: Int
    // The fast paths' state: where the reader is, and the marks of the 64 bytes the last string was
    // found in, for the strings after it.
    private var plain: JSONPlainCursor
    private var position: Int {
        get { plain.offset }
        set { plain.offset = newValue }
    }
    // The innermost open container (the root when none is open), kept out of `ancestors` so the hot
    // paths touch a stored property.
    private var top = Frame(container: .root)
    private var ancestors = FrameStack()

    /// A number as scanned, with its value when it is a plain integer (no fraction, no exponent).
    private struct NumberToken {
        var start: Int
        var end: Int
        var isPlainInteger: Bool
        var integer: Int
        var overflowed: Bool
    }

    /// A reader of `buffer`, which must stay valid and unchanged while the reader is used. Prefer
    /// ``read(_:maximumDepth:_:)``, which also requires the end of input after the value.
    public init(_ buffer: UnsafeRawBufferPointer, maximumDepth: Int = JSONReader.defaultMaximumDepth) {
        bytes = buffer.bindMemory(to: UInt8.self)
        end = bytes.count
        scanning = Self.scanning
        wideEnd = scanning == .wide ? end : 0
        plain = JSONPlainCursor(bytes: bytes, end: wideEnd, offset: 0)
        self.maximumDepth = max(0, maximumDepth)
    }

    /// Reads `bytes` with `body`, which must read (or skip) exactly one value, then requires that
    /// nothing but whitespace follows. Nothing read may be kept beyond the call except what `body`
    /// returns: ``JSONStringToken``s point into `bytes`.
    public static func read<Bytes: ContiguousBytes, Value>(
        _ bytes: Bytes,
        maximumDepth: Int = JSONReader.defaultMaximumDepth,
        _ body: (inout JSONReader) throws(JSONReaderError) -> Value
    ) throws(JSONReaderError) -> Value {
        let result = bytes.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Result<Value, JSONReaderError> in
            var reader = JSONReader(buffer, maximumDepth: maximumDepth)
            return Result { () throws(JSONReaderError) -> Value in
                let value = try body(&reader)
                try reader.finish()
                return value
            }
        }
        return try result.get()
    }

    /// Checks that `bytes` are exactly one JSON value, reading any value and skipping it.
    public static func validate<Bytes: ContiguousBytes>(
        _ bytes: Bytes,
        maximumDepth: Int = JSONReader.defaultMaximumDepth
    ) throws(JSONReaderError) {
        try read(bytes, maximumDepth: maximumDepth) { (reader: inout JSONReader) throws(JSONReaderError) in
            try reader.skipValue()
        }
    }

    // MARK: Where the reader is

    /// The offset of the next byte to read.
    public var offset: Int { position }

    /// The JSON path of the value being read, e.g. `$.list[3].sid`; `$` at the top. Made on demand:
    /// the reader keeps only byte ranges and indices.
    public var path: String {
        var path = "$"
        for frame in ancestors.frames {
            append(frame, to: &path)
        }
        append(top, to: &path)
        return path
    }

    /// At most how many objects of at least `smallestObject` bytes open in the bytes not yet read:
    /// the fewer of the `{` bytes among them (counted 32 a step; one inside a string counts too, so
    /// this bounds the objects rather than counting them) and how many such objects the bytes could
    /// hold. A caller about to read an array of objects sizes its output with it once, instead of
    /// growing it by doubling.
    public func objectCountBound(smallestObject: Int) -> Int {
        let rest = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[position...])
        let braces = scanning == .wide ? ByteCounter.count(of: UInt8(ascii: "{"), in: rest)
            : ByteCounter.scalarCount(of: UInt8(ascii: "{"), in: rest)
        return min(braces, rest.count / max(smallestObject, 1))
    }

    /// Requires that nothing but whitespace is left.
    public mutating func finish() throws(JSONReaderError) {
        skipWhitespace()
        guard position == end else {
            throw syntaxError(expected: "the end of input", at: position)
        }
    }

    // MARK: Objects and arrays

    /// Reads the `{` of an object; then call ``nextKey()`` until it returns nil.
    @inline(__always)
    public mutating func beginObject() throws(JSONReaderError) {
        skipWhitespace()
        guard position < end, bytes[position] == UInt8(ascii: "{") else {
            try failMismatch(expected: "an object")
        }
        try push(.object)
        position &+= 1
    }

    /// The next key of the object being read, with its `:` read; nil once the closing `}` is read
    /// (the object is then done). The caller must then read or skip the key's value.
    @inline(__always)
    public mutating func nextKey() throws(JSONReaderError) -> JSONStringToken? {
        precondition(top.container == .object, "JSONReader.nextKey() outside an object")
        if let key = nextPlainKey() {
            return key
        }
        if position < wideEnd, bytes[position] == UInt8(ascii: "}") {
            position &+= 1
            pop()
            return nil
        }
        return try nextKeyCarefully()
    }

    /// ``nextKey()`` without its fast path: every key, whitespace and error is decided here.
    @inline(never)
    private mutating func nextKeyCarefully() throws(JSONReaderError) -> JSONStringToken? {
        skipWhitespace()
        guard position < end else {
            throw syntaxError(expected: top.hasMember ? "',' or '}'" : "a key or '}'", at: position)
        }
        let byte = bytes[position]
        if byte == UInt8(ascii: "}") {
            position &+= 1
            pop()
            return nil
        }
        if top.hasMember {
            guard byte == UInt8(ascii: ",") else {
                throw syntaxError(expected: "',' or '}'", at: position)
            }
            position &+= 1
            skipWhitespace()
            // A `}` here is a trailing comma.
            guard position < end, bytes[position] == UInt8(ascii: "\"") else {
                throw syntaxError(expected: "a key (a string)", at: position)
            }
        } else {
            guard byte == UInt8(ascii: "\"") else {
                throw syntaxError(expected: "a key (a string) or '}'", at: position)
            }
        }
        let key = try scanString()
        top.hasMember = true
        top.keyStart = key.offset &+ 1
        skipWhitespace()
        guard position < end, bytes[position] == UInt8(ascii: ":") else {
            throw syntaxError(expected: "':' after the key", at: position)
        }
        position &+= 1
        return key
    }

    /// The fast path of ``nextKey()``: the usual `,"key":` (or `"key":` first) written plainly, read
    /// in one go; nil, having moved nothing, for anything else (the end of the object included),
    /// which ``nextKey()`` then reads its careful way, errors included.
    @inline(__always)
    private mutating func nextPlainKey() -> JSONStringToken? {
        let start = position
        guard !top.hasMember || plain.take(UInt8(ascii: ",")), let key = plain.key() else {
            position = start
            return nil
        }
        top.hasMember = true
        top.keyStart = key.offset &+ 1
        return key
    }

    /// Reads the `[` of an array; then call ``nextElement()`` until it returns false.
    @inline(__always)
    public mutating func beginArray() throws(JSONReaderError) {
        skipWhitespace()
        guard position < end, bytes[position] == UInt8(ascii: "[") else {
            try failMismatch(expected: "an array")
        }
        try push(.array)
        position &+= 1
    }

    /// Whether the array being read has another element (then read or skip it); false once the
    /// closing `]` is read (the array is then done).
    @inline(__always)
    public mutating func nextElement() throws(JSONReaderError) -> Bool {
        precondition(top.container == .array, "JSONReader.nextElement() outside an array")
        // The usual cases, with no whitespace before them: a comma, the closing bracket, the first
        // element.
        if position < wideEnd {
            let byte = bytes[position]
            if byte == UInt8(ascii: ","), top.hasMember {
                position &+= 1
                top.index &+= 1
                return true
            }
            if byte == UInt8(ascii: "]") {
                position &+= 1
                pop()
                return false
            }
            if byte > 0x20, !top.hasMember {
                top.hasMember = true
                return true
            }
        }
        return try nextElementCarefully()
    }

    /// ``nextElement()`` without its fast path: whitespace and every error are decided here.
    @inline(never)
    private mutating func nextElementCarefully() throws(JSONReaderError) -> Bool {
        skipWhitespace()
        guard position < end else {
            throw syntaxError(expected: top.hasMember ? "',' or ']'" : "a value or ']'", at: position)
        }
        let byte = bytes[position]
        if byte == UInt8(ascii: "]") {
            position &+= 1
            pop()
            return false
        }
        if top.hasMember {
            guard byte == UInt8(ascii: ",") else {
                throw syntaxError(expected: "',' or ']'", at: position)
            }
            // A `]` after the comma (a trailing comma) is then refused where a value is read.
            position &+= 1
            top.index &+= 1
        } else {
            top.hasMember = true
        }
        return true
    }

    /// Reads the next value with `attempt` when it is written plainly: `attempt` reads it through a
    /// ``JSONPlainCursor`` and gives nil at anything the cursor does not read, and then nothing has
    /// been read, for the caller to read the value again its careful way. `nesting` is how many
    /// arrays and objects deep the value goes; an attempt that would pass ``maximumDepth`` is not
    /// made.
    @inline(__always)
    public mutating func readPlainly<Value>(nesting: Int, _ attempt: (inout JSONPlainCursor) -> Value?) -> Value? {
        guard depth &+ nesting <= maximumDepth else {
            return nil
        }
        // A copy, which the compiler can keep in registers, and which is simply dropped on failure.
        var cursor = plain
        guard let value = attempt(&cursor) else {
            return nil
        }
        plain = cursor
        return value
    }

    /// Reads an array whose elements `readElement` reads (each an object of at least
    /// `smallestObject` bytes) into the items it makes of them, nil for one it does not keep.
    ///
    /// The items are sized once from ``objectCountBound(smallestObject:)``, not grown by doubling,
    /// and trimmed when under half of that room was used, so that a list kept for a screen holds no
    /// more spare room than doubling would have left it.
    @inline(__always)
    public mutating func readArray<Item>(
        smallestObject: Int,
        _ readElement: (inout JSONReader) throws(JSONReaderError) -> Item?
    ) throws(JSONReaderError) -> [Item] {
        var items: [Item] = []
        items.reserveCapacity(objectCountBound(smallestObject: smallestObject))
        try beginArray()
        while try nextElement() {
            if let item = try readElement(&self) {
                items.append(item)
            }
        }
        guard items.count < items.capacity / 2 else {
            return items
        }
        return items.withUnsafeBufferPointer { Array($0) }
    }

    /// The fewest bytes an object with exactly these keys can take: its braces, each key quoted with
    /// its colon and a one-byte value, and the commas between them.
    @inline(__always)
    public static func smallestObject(withKeys first: StaticString, _ rest: StaticString...) -> Int {
        rest.reduce(first.utf8CodeUnitCount + 6) { $0 + $1.utf8CodeUnitCount + 5 }
    }

    // MARK: Values

    /// The kind of the next value, without reading it.
    public mutating func peekKind() throws(JSONReaderError) -> JSONValueKind {
        skipWhitespace()
        guard position < end, let kind = Self.kind(startingWith: bytes[position]) else {
            throw syntaxError(expected: "a value", at: position)
        }
        return kind
    }

    /// Reads a `null` if one comes next and says so; otherwise reads nothing.
    public mutating func readNullIfPresent() throws(JSONReaderError) -> Bool {
        skipWhitespace()
        guard position < end, bytes[position] == UInt8(ascii: "n") else {
            return false
        }
        try scanLiteral("null")
        return true
    }

    /// Reads a `null`.
    public mutating func readNull() throws(JSONReaderError) {
        guard try readNullIfPresent() else {
            try failMismatch(expected: "null")
        }
    }

    /// Reads `true` or `false`.
    public mutating func readBool() throws(JSONReaderError) -> Bool {
        skipWhitespace()
        guard position < end else {
            try failMismatch(expected: "a boolean")
        }
        switch bytes[position] {
        case UInt8(ascii: "t"):
            try scanLiteral("true")
            return true
        case UInt8(ascii: "f"):
            try scanLiteral("false")
            return false
        default:
            try failMismatch(expected: "a boolean")
        }
    }

    /// Reads a string, checked but not decoded: compare it, or make its `String` if you keep it.
    @inline(__always)
    public mutating func readStringToken() throws(JSONReaderError) -> JSONStringToken {
        // The usual string, right here with no whitespace before it: scanned at once, by
        // ``scanString()``'s own fast path.
        if position < wideEnd, bytes[position] == UInt8(ascii: "\"") {
            return try scanString()
        }
        return try readStringTokenCarefully()
    }

    /// ``readStringToken()`` past whitespace, or with no string there: the mismatch is decided here.
    @inline(never)
    private mutating func readStringTokenCarefully() throws(JSONReaderError) -> JSONStringToken {
        skipWhitespace()
        guard position < end, bytes[position] == UInt8(ascii: "\"") else {
            try failMismatch(expected: "a string")
        }
        return try scanString()
    }

    /// Reads a string into a `String`, escapes decoded.
    public mutating func readString() throws(JSONReaderError) -> String {
        try readStringToken().string
    }

    /// Reads a number that is a whole number within `Int`'s range. `1.0`, `1e2` and `-0` are whole
    /// numbers; `1.5` and `1e30` are refused with "a whole number" expected, as is any other value
    /// with "an integer" expected.
    @inline(__always)
    public mutating func readInt() throws(JSONReaderError) -> Int {
        skipWhitespace()
        if let value = plain.integer() {
            return value
        }
        return try readIntCarefully()
    }

    /// ``readInt()`` without its fast path: every number, and every error, is decided here.
    @inline(never)
    mutating func readIntCarefully() throws(JSONReaderError) -> Int {
        skipWhitespace()
        guard position < end, Self.startsNumber(bytes[position]) else {
            try failMismatch(expected: "an integer")
        }
        let number = try scanNumber()
        if number.isPlainInteger, !number.overflowed {
            return number.integer
        }
        if let value = exactInteger(number) {
            return value
        }
        throw mismatchError(expected: "a whole number", found: describeNumber(number), at: number.start)
    }

    /// Reads a number as the nearest `Double`; a number too large for one (`1e400`) is refused.
    public mutating func readDouble() throws(JSONReaderError) -> Double {
        skipWhitespace()
        guard position < end, Self.startsNumber(bytes[position]) else {
            try failMismatch(expected: "a number")
        }
        let number = try scanNumber()
        let text = numberText(number)
        guard let value = Double(text), value.isFinite else {
            throw mismatchError(expected: "a number within the range of Double", found: text, at: number.start)
        }
        return value
    }

    /// Reads and checks the next value, whatever it is, and keeps nothing of it. Nested values are
    /// walked with the reader's own path stack, not by recursion.
    public mutating func skipValue() throws(JSONReaderError) {
        let startDepth = depth
        try skipOne()
        while depth > startDepth {
            if top.container == .object {
                if try nextKey() != nil {
                    try skipOne()
                }
            } else if try nextElement() {
                try skipOne()
            }
        }
    }

    // MARK: Errors for callers

    /// An error at the current path for a value the caller refuses, e.g. a string that is not the
    /// expected format. `offset` defaults to the next byte to read.
    public func contentError(expected: String, found: String, at offset: Int? = nil) -> JSONReaderError {
        mismatchError(expected: expected, found: found, at: offset ?? position)
    }

    /// The error for a required key the object just read (``nextKey()`` returned nil) did not have:
    /// at the object's path plus the key, "a value" expected, "no such key" found.
    public func missingKeyError(_ key: String) -> JSONReaderError {
        JSONReaderError(kind: .mismatch, path: path + Self.pathComponent(key: key), expected: "a value",
                        found: "no such key", offset: max(0, position &- 1))
    }

    // MARK: Scanning

    @inline(__always)
    private mutating func skipWhitespace() {
        // Most values follow their comma or colon at once: one comparison, and no loop inlined.
        if position < wideEnd, bytes[position] > 0x20 {
            return
        }
        skipWhitespaceSlowly()
    }

    @inline(never)
    private mutating func skipWhitespaceSlowly() {
        while position < end {
            let byte = bytes[position]
            // Only space, tab, line feed and carriage return are JSON whitespace.
            guard byte <= 0x20, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else {
                return
            }
            position &+= 1
        }
    }

    @inline(__always)
    private static func startsNumber(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "-") || byte &- UInt8(ascii: "0") < 10
    }

    @inline(__always)
    private static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    private static func kind(startingWith byte: UInt8) -> JSONValueKind? {
        switch byte {
        case UInt8(ascii: "{"): .object
        case UInt8(ascii: "["): .array
        case UInt8(ascii: "\""): .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): .number
        case UInt8(ascii: "t"), UInt8(ascii: "f"): .boolean
        case UInt8(ascii: "n"): .null
        default: nil
        }
    }

    @inline(__always)
    private mutating func push(_ container: Frame.Container) throws(JSONReaderError) {
        guard depth < maximumDepth else {
            throw tooDeepError()
        }
        ancestors.push(top)
        top = Frame(container: container)
    }

    @inline(__always)
    private mutating func pop() {
        top = ancestors.pop()
    }

    /// Reads one value if it is a scalar, or only the opening of a container (which ``skipValue()``
    /// then walks).
    private mutating func skipOne() throws(JSONReaderError) {
        skipWhitespace()
        guard position < end else {
            throw syntaxError(expected: "a value", at: position)
        }
        switch bytes[position] {
        case UInt8(ascii: "{"):
            try push(.object)
            position &+= 1
        case UInt8(ascii: "["):
            try push(.array)
            position &+= 1
        case UInt8(ascii: "\""):
            _ = try scanString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            _ = try scanNumber()
        case UInt8(ascii: "t"):
            try scanLiteral("true")
        case UInt8(ascii: "f"):
            try scanLiteral("false")
        case UInt8(ascii: "n"):
            try scanLiteral("null")
        default:
            throw syntaxError(expected: "a value", at: position)
        }
    }

    /// Scans the string whose opening quote is at `position`, checking its escapes and UTF-8.
    /// Inlined into its callers: keys and short values are most of a payload's strings, and for them
    /// the call itself would cost as much as the scan.
    @inline(__always)
    private mutating func scanString() throws(JSONReaderError) -> JSONStringToken {
        // The usual string: plain bytes to its closing quote, taken in one go.
        if let token = plain.string() {
            return token
        }
        return try scanStringCarefully(open: position, from: position &+ 1)
    }

    /// A string token for the quotes at `open` and `close`.
    @inline(__always)
    private func token(from open: Int, to close: Int, hasEscapes: Bool, isASCII: Bool) -> JSONStringToken {
        JSONStringToken(in: bytes, open: open, close: close, hasEscapes: hasEscapes, isASCII: isASCII)
    }

    /// ``scanString()`` past its fast path: the string that opens at `open`, whose bytes before
    /// `start` are plain, read to its end with every escape, UTF-8 sequence and error decided.
    @inline(never)
    private mutating func scanStringCarefully(open: Int, from start: Int) throws(JSONReaderError) -> JSONStringToken {
        var index = start
        var hasEscapes = false
        var isASCII = true
        while true {
            // Past plain bytes to the first byte that needs a decision (scanning scalar, no further
            // than `index`).
            index = StringBlockScanner.firstSpecialByte(in: bytes, from: index, end: wideEnd)
            guard index < end else {
                throw syntaxError(expected: "'\"' to close the string that opens at byte \(open)", at: index)
            }
            let byte = bytes[index]
            // The usual stop first: the closing quote.
            if byte == UInt8(ascii: "\"") {
                break
            }
            if byte == UInt8(ascii: "\\") {
                index = try scanEscape(at: index)
                hasEscapes = true
                continue
            }
            if byte < 0x20 {
                throw syntaxError(expected: "no raw control character in a string (U+0000 to U+001F must be escaped)",
                                  at: index)
            }
            if byte < 0x80 {
                // Plain ASCII, which the scanner passes unless scanning scalar.
                index &+= 1
                continue
            }
            isASCII = false
            index = try scanUTF8Sequence(at: index)
        }
        position = index &+ 1
        return token(from: open, to: index, hasEscapes: hasEscapes, isASCII: isASCII)
    }

    /// Checks the escape whose backslash is at `index`; returns the index after it. (This and the
    /// other scanning helpers change nothing; they are `mutating` so that the reader is passed in
    /// place rather than copied for each call.)
    private mutating func scanEscape(at index: Int) throws(JSONReaderError) -> Int {
        let letter = index &+ 1
        guard letter < end else {
            throw syntaxError(expected: "an escape after '\\'", at: letter)
        }
        switch bytes[letter] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
             UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return letter &+ 1
        case UInt8(ascii: "u"):
            let unit = try hex4(at: letter &+ 1)
            let after = letter &+ 5
            if unit >= 0xDC00, unit <= 0xDFFF {
                throw syntaxError(expected: "no lone low surrogate (\\u\(Self.hex(unit)) must follow a high surrogate)",
                                  at: index)
            }
            guard unit >= 0xD800, unit <= 0xDBFF else {
                return after
            }
            // A high surrogate must be followed at once by an escaped low surrogate.
            guard after &+ 1 < end, bytes[after] == UInt8(ascii: "\\"), bytes[after &+ 1] == UInt8(ascii: "u") else {
                throw syntaxError(expected: "a low surrogate escape (\\uDC00 to \\uDFFF) after \\u\(Self.hex(unit))", at: after)
            }
            let low = try hex4(at: after &+ 2)
            guard low >= 0xDC00, low <= 0xDFFF else {
                throw syntaxError(expected: "a low surrogate escape (\\uDC00 to \\uDFFF) after \\u\(Self.hex(unit))", at: after)
            }
            return after &+ 6
        default:
            throw syntaxError(expected: #"an escape (\" \\ \/ \b \f \n \r \t or \uXXXX)"#, at: letter)
        }
    }

    private mutating func hex4(at start: Int) throws(JSONReaderError) -> UInt32 {
        var value: UInt32 = 0
        var index = start
        while index < start &+ 4 {
            guard index < end, let digit = JSONStringToken.hexValue(bytes[index]) else {
                throw syntaxError(expected: "four hexadecimal digits after \\u", at: index)
            }
            value = value << 4 | digit
            index &+= 1
        }
        return value
    }

    /// Checks the multi-byte UTF-8 sequence whose lead byte is at `index` (RFC 3629: shortest form
    /// only, no surrogates, nothing above U+10FFFF); returns the index after it.
    private mutating func scanUTF8Sequence(at index: Int) throws(JSONReaderError) -> Int {
        let lead = bytes[index]
        let length: Int
        // The range of the second byte; later ones are any continuation byte.
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF:
            length = 2
        case 0xE0:
            length = 3
            low = 0xA0   // below is an overlong form
        case 0xE1...0xEC, 0xEE...0xEF:
            length = 3
        case 0xED:
            length = 3
            high = 0x9F   // above is an encoded surrogate
        case 0xF0:
            length = 4
            low = 0x90   // below is an overlong form
        case 0xF1...0xF3:
            length = 4
        case 0xF4:
            length = 4
            high = 0x8F   // above is beyond U+10FFFF
        default:
            // A continuation byte with no lead, an overlong lead (C0, C1), or F5 to FF.
            throw syntaxError(expected: "valid UTF-8", at: index)
        }
        var next = index &+ 1
        guard next < end, bytes[next] >= low, bytes[next] <= high else {
            throw syntaxError(expected: "valid UTF-8", at: next)
        }
        next &+= 1
        while next < index &+ length {
            guard next < end, bytes[next] & 0xC0 == 0x80 else {
                throw syntaxError(expected: "valid UTF-8", at: next)
            }
            next &+= 1
        }
        return next
    }

    /// Scans the number that starts at `position` (a `-` or a digit), keeping its value on the way
    /// when it is a plain integer.
    private mutating func scanNumber() throws(JSONReaderError) -> NumberToken {
        let start = position
        var index = start
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative {
            index &+= 1
        }
        guard index < end, Self.isDigit(bytes[index]) else {
            throw syntaxError(expected: "a digit", at: index)
        }
        var value = 0
        var overflowed = false
        if bytes[index] == UInt8(ascii: "0") {
            index &+= 1
            if index < end, Self.isDigit(bytes[index]) {
                throw syntaxError(expected: "no leading zero (a number starting with 0 ends there or goes on with '.', 'e' or 'E')",
                                  at: index)
            }
        } else {
            while index < end {
                let digit = bytes[index] &- UInt8(ascii: "0")
                guard digit < 10 else {
                    break
                }
                if !overflowed {
                    // Negative numbers accumulate downwards, so that Int.min fits.
                    let (shifted, overflowA) = value.multipliedReportingOverflow(by: 10)
                    let (next, overflowB) = negative
                        ? shifted.subtractingReportingOverflow(Int(digit))
                        : shifted.addingReportingOverflow(Int(digit))
                    overflowed = overflowA || overflowB
                    value = next
                }
                index &+= 1
            }
        }
        var isPlainInteger = true
        if index < end, bytes[index] == UInt8(ascii: ".") {
            isPlainInteger = false
            index &+= 1
            guard index < end, Self.isDigit(bytes[index]) else {
                throw syntaxError(expected: "a digit after the decimal point", at: index)
            }
            while index < end, Self.isDigit(bytes[index]) {
                index &+= 1
            }
        }
        if index < end, bytes[index] | 0x20 == UInt8(ascii: "e") {
            isPlainInteger = false
            index &+= 1
            if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index &+= 1
            }
            guard index < end, Self.isDigit(bytes[index]) else {
                throw syntaxError(expected: "a digit in the exponent", at: index)
            }
            while index < end, Self.isDigit(bytes[index]) {
                index &+= 1
            }
        }
        position = index
        return NumberToken(start: start, end: index, isPlainInteger: isPlainInteger, integer: value, overflowed: overflowed)
    }

    /// The exact value of a scanned number if it is a whole number within `Int`'s range, decided on
    /// its decimal digits (never through a `Double`, which would round).
    private func exactInteger(_ number: NumberToken) -> Int? {
        var index = number.start
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative {
            index &+= 1
        }
        let integerStart = index
        while index < number.end, Self.isDigit(bytes[index]) {
            index &+= 1
        }
        let integerEnd = index
        var fractionStart = index
        var fractionEnd = index
        if index < number.end, bytes[index] == UInt8(ascii: ".") {
            index &+= 1
            fractionStart = index
            while index < number.end, Self.isDigit(bytes[index]) {
                index &+= 1
            }
            fractionEnd = index
        }
        var exponent = 0
        if index < number.end {
            index &+= 1   // e or E
            var exponentNegative = false
            if bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index &+= 1
            }
            while index < number.end {
                // Capped: past a billion the number is out of range (or zero) anyway.
                if exponent < 1_000_000_000 {
                    exponent = exponent &* 10 &+ Int(bytes[index] &- UInt8(ascii: "0"))
                }
                index &+= 1
            }
            if exponentNegative {
                exponent = -exponent
            }
        }
        // The digits, integer part then fraction, with the decimal point after `point` of them.
        let integerCount = integerEnd &- integerStart
        let digitCount = integerCount &+ (fractionEnd &- fractionStart)
        func digit(_ place: Int) -> Int {
            let byte = place < integerCount ? bytes[integerStart &+ place] : bytes[fractionStart &+ place &- integerCount]
            return Int(byte &- UInt8(ascii: "0"))
        }
        let point = integerCount &+ exponent
        var place = max(point, 0)
        while place < digitCount {
            guard digit(place) == 0 else {
                return nil   // a fraction
            }
            place &+= 1
        }
        var value = 0
        place = 0
        while place < point {
            let next = place < digitCount ? digit(place) : 0
            if value == 0, next == 0, place >= digitCount {
                return 0   // only zeros, however large the exponent
            }
            let (shifted, overflowA) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowB) = negative ? shifted.subtractingReportingOverflow(next) : shifted.addingReportingOverflow(next)
            guard !overflowA, !overflowB else {
                return nil   // out of range
            }
            value = sum
            place &+= 1
        }
        return value
    }

    private func numberText(_ number: NumberToken) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[number.start..<number.end]), as: UTF8.self)
    }

    /// How an error shows a number that is not a whole number in range: as a `Double` prints it
    /// (`1.5`, `1e+30`), or "a number out of range".
    private func describeNumber(_ number: NumberToken) -> String {
        guard let value = Double(numberText(number)), value.isFinite else {
            return "a number out of range"
        }
        return "\(value)"
    }

    private mutating func scanLiteral(_ literal: StaticString) throws(JSONReaderError) {
        let start = position
        let input = self.bytes
        let limit = self.end
        let mismatch: Int? = literal.withUTF8Buffer { expected in
            for offset in 0..<expected.count {
                let index = start &+ offset
                guard index < limit, input[index] == expected[offset] else {
                    return index
                }
            }
            return nil
        }
        if let mismatch {
            throw syntaxError(expected: "'\(literal)'", at: mismatch)
        }
        position = start &+ literal.utf8CodeUnitCount
    }

    // MARK: Making errors (cold)

    /// Reads past the value that is not what the caller expected, so that a value that is not even
    /// JSON is reported as such, and throws the mismatch at the value's start.
    @inline(never)
    private mutating func failMismatch(expected: String) throws(JSONReaderError) -> Never {
        let found = try peekKind()
        let start = position
        let valuePath = self.path
        try skipValue()
        throw JSONReaderError(kind: .mismatch, path: valuePath, expected: expected, found: found.description, offset: start)
    }

    @inline(never)
    private func mismatchError(expected: String, found: String, at offset: Int) -> JSONReaderError {
        JSONReaderError(kind: .mismatch, path: path, expected: expected, found: found, offset: offset)
    }

    @inline(never)
    private func syntaxError(expected: String, at offset: Int) -> JSONReaderError {
        JSONReaderError(kind: .syntax, path: path, expected: expected, found: describeByte(at: offset), offset: offset)
    }

    @inline(never)
    private func tooDeepError() -> JSONReaderError {
        let found = bytes[position] == UInt8(ascii: "{") ? "another object" : "another array"
        return JSONReaderError(kind: .tooDeep, path: path, expected: "at most \(maximumDepth) nested arrays and objects",
                               found: found, offset: position)
    }

    private func describeByte(at offset: Int) -> String {
        guard offset < end else {
            return "end of input"
        }
        let byte = bytes[offset]
        if byte >= 0x20, byte < 0x7F {
            return "'\(Character(Unicode.Scalar(byte)))'"
        }
        return "byte 0x" + Self.hex(UInt32(byte), digits: 2)
    }

    private static func hex(_ value: UInt32, digits: Int = 4) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    private func append(_ frame: Frame, to path: inout String) {
        guard frame.hasMember else {
            return
        }
        switch frame.container {
        case .object:
            path += Self.pathComponent(key: key(openingAt: frame.keyStart &- 1).string)
        case .array:
            path += "[\(frame.index)]"
        case .root:
            break
        }
    }

    /// The key whose opening quote is at `open`, read already: its closing quote is the first quote
    /// after it that no backslash escapes.
    private func key(openingAt open: Int) -> JSONStringToken {
        var index = open &+ 1
        var hasEscapes = false
        while bytes[index] != UInt8(ascii: "\"") {
            if bytes[index] == UInt8(ascii: "\\") {
                hasEscapes = true
                index &+= 2
            } else {
                index &+= 1
            }
        }
        return token(from: open, to: index, hasEscapes: hasEscapes, isASCII: false)
    }

    /// `.key` for a key of letters, digits and underscores; `["any key"]` otherwise.
    private static func pathComponent(key: String) -> String {
        let plain = !key.isEmpty && key.utf8.allSatisfy { byte in
            isDigit(byte) || (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_")
        }
        guard !plain else {
            return "." + key
        }
        let escaped = key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "[\"" + escaped + "\"]"
    }
}
