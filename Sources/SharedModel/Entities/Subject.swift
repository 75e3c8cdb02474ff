/// A subject of the catalogue (`GET /subjects`), whatever payload shape it arrived in.
public struct Subject: Hashable, Sendable {
    public let id: Int
    public let name: String
    /// The phases the subject is offered in, in payload order.
    public let phases: [Phase]

    public init(id: Int, name: String, phases: [Phase]) {
        self.id = id
        self.name = name
        self.phases = phases
    }

    /// A legacy catalogue's `sid` as an id (spec §3.1), given its UTF-8: ASCII decimal digits only
    /// (no sign, no blanks, no point, not empty) and within `Int`; otherwise nil. Every reader of
    /// that shape applies this one rule.
    public static func legacyID<Digits: Sequence>(fromUTF8 digits: Digits) -> Int? where Digits.Element == UInt8 {
        var value = 0
        var sawDigit = false
        for byte in digits {
            let digit = byte &- UInt8(ascii: "0")
            guard digit < 10 else {
                return nil
            }
            let (shifted, overflowA) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowB) = shifted.addingReportingOverflow(Int(digit))
            guard !overflowA, !overflowB else {
                return nil
            }
            value = sum
            sawDigit = true
        }
        return sawDigit ? value : nil
    }
}
