import SharedModel
import Testing

/// The two catalogue rules every reader of a payload shape applies (spec §3.1), checked on their own.
@Suite("Catalogue rules")
struct CatalogueRulesTests {
    @Test("A v2 phase list drops blanks around names and empty names", arguments: [
        ("junior", ["junior"]),
        ("junior, senior", ["junior", "senior"]),
        (" junior ,\tsenior,, ", ["junior", "senior"]),
        ("", []),
        (" , ", []),
    ])
    func phaseList(list: String, expected: [String]) {
        #expect(Phase.phases(inList: list).map(\.rawValue) == expected)
    }

    @Test("A legacy sid is ASCII decimal digits only, within Int", arguments: [
        ("1", 1), ("0042", 42), ("9223372036854775807", Int.max),
    ])
    func legacyID(sid: String, expected: Int) {
        #expect(Subject.legacyID(fromUTF8: sid.utf8) == expected)
    }

    @Test("Anything else is no legacy id", arguments: ["", "+1", "-1", " 1", "1 ", "1.0", "١", "9223372036854775808", "0x1"])
    func notALegacyID(sid: String) {
        #expect(Subject.legacyID(fromUTF8: sid.utf8) == nil)
    }
}
