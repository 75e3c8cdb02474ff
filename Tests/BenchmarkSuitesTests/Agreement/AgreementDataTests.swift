import Foundation
import SharedModel
import SharedTestSupport
import Testing
@testable import BenchmarkSuites

/// Every reading agrees on real inputs: the committed fuzz corpus, the whole of JSONTestSuite (read
/// from `../shared/data` beside the package), and inputs made by hand where readers tend to differ.
/// What differs between `JSONReader` and Foundation on JSONTestSuite is pinned, file by file, with
/// the listed reason: a new difference, or one that goes away, fails here. The differences listed are
/// swift-corelibs-foundation's, the Foundation the fuzz targets run on.
@Suite("Every reading agrees",
       .enabled(if: CorelibsFoundation.isPresent, "pinned to swift-corelibs-foundation's JSONSerialization"))
struct AgreementDataTests {
    /// `Tests/BenchmarkSuitesTests/Agreement/<this file>` → the package root, four levels up.
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let corpus = root.appendingPathComponent("Fuzz/corpus")
    private static let jsonTestSuite = root.appendingPathComponent("../shared/data/JSONTestSuite/test_parsing").standardized

    private static func files(in folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test("Every input of the committed corpus: every reading agrees")
    func corpusAgrees() throws {
        let inputs = try Self.files(in: Self.corpus)
        #expect(inputs.count >= 7, "the corpus holds at least the seeds")
        for input in inputs {
            #expect(throws: Never.self, "\(input.lastPathComponent)") { try ReformerAgreement.check(Data(contentsOf: input)) }
        }
    }

    /// Where `JSONReader.validate` and `JSONSerialization` differ on JSONTestSuite's valid UTF-8,
    /// and why: found by running the agreement check over the suite.
    static let pinnedDifferences: [String: [FoundationJSONDifference]] = [
        "i_number_huge_exp.json": [.numberRange],
        "i_number_neg_int_huge_exp.json": [.numberRange],
        "i_number_pos_double_huge_exp.json": [.numberRange],
        "i_number_real_neg_overflow.json": [.numberRange],
        "i_number_real_pos_overflow.json": [.numberRange],
        "i_structure_UTF-8_BOM_empty_object.json": [.byteOrderMark],
        "n_array_extra_comma.json": [.trailingComma],
        "n_array_number_and_comma.json": [.trailingComma],
        "n_object_trailing_comma.json": [.trailingComma],
    ]

    @Test("JSONTestSuite: every reading agrees on every file, and the reader differs from Foundation only where pinned",
          .enabled(if: FileManager.default.fileExists(atPath: jsonTestSuite.path), "JSONTestSuite is not beside the package"))
    func jsonTestSuiteAgrees() throws {
        var differences: [String: [FoundationJSONDifference]] = [:]
        for file in try Self.files(in: Self.jsonTestSuite) where file.pathExtension == "json" {
            let raw = try Data(contentsOf: file)
            #expect(throws: Never.self, "\(file.lastPathComponent)") { try ReformerAgreement.check(raw) }
            guard ReformerAgreement.isUTF8(raw) else { continue }
            let readerAccepts = (try? JSONReader.validate(raw)) != nil
            let foundationAccepts = (try? JSONSerialization.jsonObject(with: raw, options: [.fragmentsAllowed])) != nil
            if readerAccepts != foundationAccepts {
                differences[file.lastPathComponent] = readerAccepts
                    ? FoundationJSONDifference.explainingFoundationRefusal(of: raw)
                    : FoundationJSONDifference.explainingFoundationAcceptance(of: raw)
            }
        }
        #expect(differences == Self.pinnedDifferences)
    }

    @Test("Inputs made where readers tend to differ: every reading agrees", arguments: [
        // Escapes where a value is compared: a status, a phase, a legacy id, a key.
        #"{"phase":"junior","subjects":[{"id":1,"status":"o\u006e","updatedTime":1}]}"#,
        #"{"subjects":[{"id":2,"name":"A","phases":["junio\u0072"]}]}"#,
        #"{"data":{"items":[{"subject_id":1,"subject_name":"A","phase_list":"jun\u0069or"}]}}"#,
        #"{"list":[{"sid":"\u0031","title":"T","p":["junior"]}]}"#,
        #"{"subjects":[{"\u0069d":1,"name":"A","phases":["junior"]}]}"#,
        // Numbers: whole numbers written as fractions or exponents, the ends of Int, booleans.
        #"{"phase":"junior","subjects":[{"id":1,"status":"on","updatedTime":1e2}]}"#,
        #"{"phase":"junior","subjects":[{"id":-9223372036854775808,"status":"on","updatedTime":1}]}"#,
        #"{"phase":"junior","subjects":[{"id":1.0000000000000001,"status":"on","updatedTime":1}]}"#,
        #"{"phase":"junior","subjects":[{"id":1,"status":"on","updatedTime":true}]}"#,
        #"{"subjects":[{"id":2e0,"name":"A","phases":["junior"]}]}"#,
        #"{"subjects":[{"id":true,"name":"A","phases":["junior"]}]}"#,
        #"{"subjects":[{"id":9223372036854775808,"name":"A","phases":["junior"]}]}"#,
        // Legacy ids that are almost numbers.
        #"{"list":[{"sid":"01","title":"T","p":["junior"]}]}"#,
        #"{"list":[{"sid":"+1","title":"T","p":["junior"]}]}"#,
        #"{"list":[{"sid":" 1","title":"T","p":["junior"]}]}"#,
        // Phase lists with blanks that are not ASCII.
        #"{"data":{"items":[{"subject_id":1,"subject_name":"A","phase_list":"\u00a0junior"}]}}"#,
        #"{"data":{"items":[{"subject_id":1,"subject_name":"A","phase_list":" junior ,x"}]}}"#,
        // Shapes: several at once, null lists, wrong types in a shape that does not win.
        #"{"subjects":[{"id":1,"name":"A","phases":["junior"]}],"list":5}"#,
        #"{"subjects":null,"list":[{"sid":"1","title":"T","p":["junior"]}]}"#,
        #"{"data":null,"subjects":[]}"#,
        #"{"data":{"items":null}}"#,
        #"{"subjects":[{"id":2,"name":"A","phases":["junior"],"id":4}]}"#,
        // Sessions: repeated keys, NUL and astral characters.
        #"{"token":"a","username":"b","token":""}"#,
        #"{"token":"\u0000","username":"\ud83d\ude00"}"#,
    ])
    func handMadeInputsAgree(_ text: String) {
        #expect(throws: Never.self) { try ReformerAgreement.check(Data(text.utf8)) }
    }
}
