import Foundation
import SharedModel
import SharedTestSupport
import Testing
@testable import BenchmarkSuites

/// The one list of Foundation's differences from `JSONReader`: each shows on an input of its own,
/// the agreement check lets it pass for the listed reason, and nothing outside the list is
/// explained away. The differences are swift-corelibs-foundation's, the Foundation the fuzz targets
/// run on.
@Suite("Foundation's listed differences",
       .enabled(if: CorelibsFoundation.isPresent, "pinned to swift-corelibs-foundation's JSONSerialization"))
struct FoundationDifferenceTests {
    /// One input per listed difference, where it shows. A new case without an example fails below.
    static let examples: [FoundationJSONDifference: [UInt8]] = [
        .trailingComma: Array(#"{"subjects":[{"id":1,"name":"Math","phases":["junior",]},],}"#.utf8),
        .byteOrderMark: [0xEF, 0xBB, 0xBF] + Array(#"{"subjects":[]}"#.utf8),
        .otherEncoding: Array("[\0]\0".utf8),
        .numberRange: Array(#"{"subjects":[{"id":1,"name":"Math","phases":["junior"],"rank":1e400}]}"#.utf8),
        .repeatedKey: Array(#"{"subjects":[{"id":1,"name":"Math","phases":["junior"]}],"subjects":[]}"#.utf8),
        // The differential fuzz target's first finding, as it found it (Fuzz/corpus/finding-string-opening-bom).
        .byteOrderMarkInString: Array(("{\"data\":{\"items\":[{\"subject_id\":1,\"subject_name\":\"Math\",\"jec_dit\":4,"
            + "\"subject_name\":\"\u{FEFF}Art\",\"phase_list\":\" junior ,x\"}]}}").utf8),
    ]

    private static func foundationAccepts(_ raw: Data) -> Bool {
        (try? JSONSerialization.jsonObject(with: raw, options: [.fragmentsAllowed])) != nil
    }

    private static func readerAccepts(_ raw: Data) -> Bool {
        (try? JSONReader.validate(raw)) != nil
    }

    @Test("Every listed difference has an example, a clause of RFC 8259 and a side that is right")
    func everyDifferenceIsDocumented() {
        for difference in FoundationJSONDifference.allCases {
            #expect(Self.examples[difference] != nil, "no example of \(difference.rawValue)")
            #expect(difference.clause.hasPrefix("§"))
            #expect(!difference.whoIsRight.isEmpty)
        }
    }

    @Test("Foundation accepts what the reader refuses, for the listed reason, and the check passes",
          arguments: [FoundationJSONDifference.trailingComma, .byteOrderMark, .otherEncoding])
    func foundationIsLenient(_ difference: FoundationJSONDifference) throws {
        let raw = Data(try #require(Self.examples[difference]))
        #expect(Self.foundationAccepts(raw))
        #expect(!Self.readerAccepts(raw))
        #expect(FoundationJSONDifference.explainingFoundationAcceptance(of: raw).contains(difference))
        #expect(throws: Never.self) { try ReformerAgreement.check(raw) }
    }

    @Test("JSONSerialization refuses a number beyond Double's range that the reader never reads as one")
    func numberRange() throws {
        let raw = Data(try #require(Self.examples[.numberRange]))
        #expect(!Self.foundationAccepts(raw))
        #expect(Self.readerAccepts(raw))
        #expect(FoundationJSONDifference.explainingFoundationRefusal(of: raw) == [.numberRange])
        // The one-step path accepts it and makes the cell; the dictionary path cannot read it at all.
        #expect(try SubjectCellsReformer(settings: ReformerAgreement.settings).reform(raw).map(\.title) == ["Math"])
        #expect(throws: ReformError.self) { try ReformerPath.dictionary.cells(from: raw, settings: ReformerAgreement.settings) }
        #expect(throws: Never.self) { try ReformerAgreement.check(raw) }
    }

    @Test("JSONDecoder keeps the first of a repeated key, the reader and JSONSerialization the last")
    func repeatedKey() throws {
        let raw = Data(try #require(Self.examples[.repeatedKey]))
        let settings = ReformerAgreement.settings
        #expect(try ReformerPath.oneStep.cells(from: raw, settings: settings).isEmpty)
        #expect(try ReformerPath.dictionary.cells(from: raw, settings: settings).isEmpty)
        #expect(try ReformerPath.twoStepDecoder.cells(from: raw, settings: settings).map(\.title) == ["Math"])
        #expect(FoundationJSONDifference.repeatsAKey(raw))
        #expect(throws: Never.self) { try ReformerAgreement.check(raw) }
    }

    @Test("JSONSerialization drops an unescaped U+FEFF that opens a string; the reader and JSONDecoder keep it")
    func byteOrderMarkOpeningAString() throws {
        let raw = Data(try #require(Self.examples[.byteOrderMarkInString]))
        let settings = ReformerAgreement.settings
        #expect(try ReformerPath.oneStep.cells(from: raw, settings: settings).map(\.title) == ["\u{FEFF}Art"])
        #expect(try ReformerPath.dictionary.cells(from: raw, settings: settings).map(\.title) == ["Art"])
        // The finding also repeats "subject_name", so JSONDecoder reads the first; without the repeat it keeps U+FEFF.
        #expect(try ReformerPath.twoStepDecoder.cells(from: raw, settings: settings).map(\.title) == ["Math"])
        let once = Data("{\"subjects\":[{\"id\":1,\"name\":\"\u{FEFF}Art\",\"phases\":[\"junior\"]}]}".utf8)
        #expect(try ReformerPath.twoStepDecoder.cells(from: once, settings: settings).map(\.title) == ["\u{FEFF}Art"])
        #expect(try ReformerPath.dictionary.cells(from: once, settings: settings).map(\.title) == ["Art"])
        #expect(throws: Never.self) { try ReformerAgreement.check(once) }
        #expect(FoundationJSONDifference.textJSONSerializationReads(raw).map { [UInt8]($0) }
            == Array(#"{"data":{"items":[{"subject_id":1,"subject_name":"Math","jec_dit":4,"subject_name":"Art","phase_list":" junior ,x"}]}}"#.utf8))
        #expect(throws: Never.self) { try ReformerAgreement.check(raw) }
        // Escaped, or inside a piece, it is kept; in a key, dropped too.
        #expect(FoundationJSONDifference.textJSONSerializationReads(Data(#"["\ufeffA","B\#u{FEFF}"]"#.utf8)) == nil)
        #expect(FoundationJSONDifference.textJSONSerializationReads(Data("{\"\u{FEFF}token\":\"\u{FEFF}\"}".utf8))
            == Data(#"{"token":""}"#.utf8))
    }

    @Test("The fuzzer's second finding: JSONSerialization also drops a U+FEFF right after an escape sequence")
    func byteOrderMarkAfterAnEscape() throws {
        // As found (Fuzz/corpus/finding-bom-after-escape), shortened: the name is `\\`, U+FEFF, `h`.
        let raw = Data("{\"subjects\":[{\"id\":1,\"name\":\"\\\\\u{FEFF}h\",\"phases\":[\"junior\"]}]}".utf8)
        #expect(try ReformerPath.oneStep.cells(from: raw, settings: ReformerAgreement.settings).map(\.title) == ["\\\u{FEFF}h"])
        #expect(try ReformerPath.dictionary.cells(from: raw, settings: ReformerAgreement.settings).map(\.title) == ["\\h"])
        #expect(throws: Never.self) { try ReformerAgreement.check(raw) }
        // After every kind of escape, once per piece; not after a plain character, nor twice.
        let pieces = Data("[\"\u{FEFF}a\\n\u{FEFF}b\\u0041\u{FEFF}\u{FEFF}c\\ud83d\\ude00\u{FEFF}d\u{FEFF}e\"]".utf8)
        #expect(FoundationJSONDifference.textJSONSerializationReads(pieces)
            == Data("[\"a\\nb\\u0041\u{FEFF}c\\ud83d\\ude00d\u{FEFF}e\"]".utf8))
        #expect(throws: Never.self) { try ReformerAgreement.check(pieces) }
        // The scan says what JSONSerialization reads: JSONDecoder, which keeps every U+FEFF, reads the
        // scanned text as JSONSerialization reads the original.
        let scanned = try #require(FoundationJSONDifference.textJSONSerializationReads(pieces))
        #expect(try JSONDecoder().decode([String].self, from: scanned)
            == JSONSerialization.jsonObject(with: pieces) as? [String])
    }

    @Test("The second readings are held to the text JSONSerialization reads")
    func secondReadingOfTheTextFoundationReads() {
        // The status reads "on" to JSONSerialization; the reformer reads it on the same text.
        let settings = Data("{\"phase\":\"junior\",\"subjects\":[{\"id\":1,\"status\":\"\u{FEFF}on\",\"updatedTime\":1}]}".utf8)
        #expect(throws: Never.self) { try ReformerAgreement.check(settings) }
        let session = Data("{\"token\":\"\u{FEFF}abc\",\"username\":\"\u{FEFF}\"}".utf8)
        #expect(throws: Never.self) { try ReformerAgreement.check(session) }
    }

    @Test("The fuzzer's third finding: a repeated key behind a byte order mark, read by both Foundation paths")
    func repeatedKeyBehindAByteOrderMark() throws {
        // Shortened from Fuzz/corpus/finding-repeated-key-after-bom: the reader refuses the mark, and
        // JSONDecoder (first value) and JSONSerialization (last) both skip it and read different names.
        let raw = Data([0xEF, 0xBB, 0xBF] + Array(
            #"{"data":{"items":[{"subject_id":1,"subject_name":"Ma5h","subject_name":"Art","phase_list":"junior"}]}}"#.utf8))
        let settings = ReformerAgreement.settings
        #expect(throws: ReformError.self) { try ReformerPath.oneStep.cells(from: raw, settings: settings) }
        #expect(try ReformerPath.twoStepDecoder.cells(from: raw, settings: settings).map(\.title) == ["Ma5h"])
        #expect(try ReformerPath.dictionary.cells(from: raw, settings: settings).map(\.title) == ["Art"])
        #expect(throws: Never.self) { try ReformerAgreement.check(raw) }
        #expect(throws: Never.self) { try ReformerAgreement.check(Data(contentsOf: Self.corpus("finding-repeated-key-after-bom"))) }
    }

    /// A file of the committed fuzz corpus.
    private static func corpus(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/corpus/\(name)")
    }

    @Test("JSONDecoder traps on a 513th open bracket at the end of input; the decoder path refuses it first")
    func decoderTrapIsGuarded() throws {
        // Found when merging the corpora: Fuzz/corpus/274269fb0c87b5397d705263ad321af742c8bc8e.
        let trap = Data(String(repeating: "[", count: 513).utf8)
        #expect(throws: ReformError.self) { try ReformerPath.twoStepDecoder.cells(from: trap, settings: ReformerAgreement.settings) }
        #expect(throws: Never.self) { try ReformerAgreement.check(trap) }
        // The guard counts brackets outside strings only, and lets the decoder's own limit stand.
        let deepest = Data((String(repeating: "[", count: 512) + String(repeating: "]", count: 512)).utf8)
        #expect(!JSONTextScanner.nestsDeeper(deepest, than: 512))
        #expect(JSONTextScanner.nestsDeeper(Data((String(repeating: "[", count: 512) + "{}").utf8), than: 512))
        #expect(!JSONTextScanner.nestsDeeper(Data(("[\"" + String(repeating: "[", count: 600) + "\"]").utf8), than: 512))
        #expect(!JSONTextScanner.nestsDeeper(Data(#"["\"[[[", 1]"#.utf8), than: 1))
    }

    @Test("Nothing outside the list is explained away", arguments: [
        // Both refuse these, so there is nothing to explain, and undoing a leniency does not help.
        "[1,,]", "[,1]", "[01,]", "[1,] x", "\u{FEFF}[01]",
        // Well-formed: no leniency was used.
        "[1]", #"{"a":"1,]"}"#,
    ])
    func nothingElseIsExplained(_ text: String) {
        let raw = Data(text.utf8)
        #expect(FoundationJSONDifference.explainingFoundationAcceptance(of: raw).isEmpty)
        #expect(FoundationJSONDifference.explainingFoundationRefusal(of: raw).isEmpty)
    }

    @Test("A comma inside a string is text, not a trailing comma; an escaped quote does not end the string")
    func scannerStepsOverStrings() {
        #expect(JSONTextScanner.removingTrailingCommas(Array(#"["a,]",1]"#.utf8)) == nil)
        #expect(JSONTextScanner.removingTrailingCommas(Array(#"["\",]",]"#.utf8)) == Array(#"["\",]"]"#.utf8))
        #expect(JSONTextScanner.replacingNumbersBeyondDouble(Array(#"["1e400",1e400,-1E999,1e308]"#.utf8))
            == Array(#"["1e400",0,0,1e308]"#.utf8))
    }

    @Test("A repeated key is found at any depth, compared as decoded text, and not across objects")
    func repeatedKeys() {
        #expect(FoundationJSONDifference.repeatsAKey(Data(#"[{"a":[{"b":1,"\u0062":2}]}]"#.utf8)))
        #expect(!FoundationJSONDifference.repeatsAKey(Data(#"[{"a":1},{"a":2},{"b":{"a":3}}]"#.utf8)))
        #expect(!FoundationJSONDifference.repeatsAKey(Data(#"{"a":1,"a":2"#.utf8)), "the reader refuses it")
    }
}
