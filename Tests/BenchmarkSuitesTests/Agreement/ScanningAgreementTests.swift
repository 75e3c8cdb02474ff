import Foundation
import SharedModel
import Testing
@testable import BenchmarkSuites

/// The wide and the scalar ways of scanning read alike (``ReformerAgreement/checkScanning(_:)``):
/// payloads of every kind with every byte value at every position, and strings and keys with an
/// awkward byte at every place around the fast paths' blocks, at every alignment. (The committed
/// fuzz corpus and JSONTestSuite are held to it through `AgreementDataTests`, which run the whole
/// agreement.)
@Suite("Agreement: scanning wide and scanning scalar")
struct ScanningAgreementTests {
    /// A payload of each kind the app reads, some with whitespace, escapes and multi-byte text; and
    /// the catalogue's and the settings' followed by a block of spaces, so that even the shortest is
    /// longer than a block, which a subject or an entry needs to be read plainly in one go
    /// (`JSONReader.readPlainly(nesting:_:)`).
    static let payloads: [String] = plainPayloads + (plainPayloads + [reorderedKeys]).map { $0 + String(repeating: " ", count: 64) } + [
        #"{"subjects":[{"id":2,"name":"Mathematics, year 2","phases":["junior","primary"]},"#
            + #" { "id" : 4 , "name" : "\u00c9t\u00e9 \"d\\u00e9\"", "phases" : [ "senior", "junior" ] },"#
            + #"{"id":5,"name":"Art é 😀","phases":["junior"],"extra":{"deep":[1.5e3,true,null]}}]}"#,
        #"{"token":"token-7","username":"student01"}"#,
        #"{"id":3,"name":"English","description":"Grammar","chapters":12}"#,
    ]

    /// Subjects written plainly but with their keys in another order, and with a key repeated (the
    /// last value wins): read plainly, and the other read again the careful way.
    static let reorderedKeys = #"{"subjects":[{"phases":["junior"],"name":"Math","id":1},{"id":2,"name":"Art","id":3,"phases":[]}]}"#

    /// A payload of each kind a subject or a settings entry is read plainly from.
    static let plainPayloads: [String] = [
        #"{"subjects":[{"id":1,"name":"Math","phases":["junior"]}]}"#,
        #"{"data":{"items":[{"subject_id":1,"subject_name":"Math","phase_list":"junior"}]}}"#,
        #"{"list":[{"sid":"1","title":"Math","p":["junior"]}]}"#,
        #"{"phase":"junior","subjects":[{"id":1,"status":"on","updatedTime":5},{"id":2,"status":"off","updatedTime":6}]}"#,
    ]

    private static func disagreement(_ raw: Data) -> String? {
        do {
            try ReformerAgreement.checkScanning(raw)
            return nil
        } catch {
            return "\(String(decoding: raw, as: UTF8.self)): \(error)"
        }
    }

    @Test("Every byte value at every position of a payload: both ways read it alike", arguments: payloads.indices)
    func everyByteValueAtEveryPosition(payload: Int) {
        let bytes = Array(Self.payloads[payload].utf8)
        var disagreements: [String] = []
        for position in bytes.indices {
            for value in 0...255 {
                var mutated = bytes
                mutated[position] = UInt8(value)
                if let disagreement = Self.disagreement(Data(mutated)) {
                    disagreements.append(disagreement)
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count): \(disagreements.prefix(3))")
    }

    /// Bytes that stop a fast path, as they would stand inside a JSON string.
    static let awkwardBytes: [[UInt8]] = [
        Array(#"""#.utf8), Array(#"\"#.utf8), Array(#"\n"#.utf8), Array(#"\u00e9"#.utf8), Array(#"\uD83D\uDE00"#.utf8),
        [0x01], [0x1F], [0x7F], Array("é".utf8), Array("😀".utf8), [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80],
        Array("{".utf8), Array(",".utf8),
    ]

    @Test("An awkward byte at every place of a name or a key, at every alignment: both ways read it alike",
          arguments: 0..<33)
    func blockBoundaries(padding: Int) {
        let pad = String(repeating: "p", count: padding)
        var disagreements: [String] = []
        for length in 0..<20 {
            for place in 0...length {
                for awkward in Self.awkwardBytes {
                    let text = Array(String(repeating: "a", count: place).utf8) + awkward
                        + Array(String(repeating: "b", count: length - place).utf8)
                    let name = Array(#"{"pad":""#.utf8) + Array(pad.utf8) + Array(#"","subjects":[{"id":1,"name":""#.utf8)
                        + text + Array(#"","phases":["junior"]}]}"#.utf8)
                    let key = Array(#"{"pad":""#.utf8) + Array(pad.utf8) + Array(#"",""#.utf8) + text
                        + Array(#"":1,"subjects":[{"id":1,"name":"Math","phases":["junior"]}]}"#.utf8)
                    for raw in [name, key] {
                        if let disagreement = Self.disagreement(Data(raw)) {
                            disagreements.append(disagreement)
                        }
                    }
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count): \(disagreements.prefix(3))")
    }

    @Test("The rule stops on any reading that differs between the two ways, and passes equal ones")
    func ruleStopsOnADifference() {
        let wide = [ReformerAgreement.ScanningOutcome(reading: "JSON", outcome: "valid"),
                    ReformerAgreement.ScanningOutcome(reading: "session", outcome: "error at $.token (byte 9)")]
        var scalar = wide
        #expect(throws: Never.self) { try ReformerAgreement.judgeScanning(wide: wide, scalar: scalar) }
        scalar[1] = ReformerAgreement.ScanningOutcome(reading: "session", outcome: "error at $.token (byte 10)")
        #expect(throws: ReformerDisagreement.self) { try ReformerAgreement.judgeScanning(wide: wide, scalar: scalar) }
        #expect(throws: ReformerDisagreement.self) { try ReformerAgreement.judgeScanning(wide: wide, scalar: [wide[0]]) }
    }

    @Test("A reader scans the way of the task it is made in, wide unless asked otherwise")
    func readersTakeTheTasksWay() throws {
        func way() throws -> JSONReader.Scanning {
            try JSONReader.read(Array("[{},{}]".utf8)) { (reader: inout JSONReader) throws(JSONReaderError) -> JSONReader.Scanning in
                try reader.skipValue()
                return reader.scanning
            }
        }
        #expect(try way() == .wide)
        #expect(try JSONReader.$scanning.withValue(.scalar) { try way() } == .scalar)
    }
}
