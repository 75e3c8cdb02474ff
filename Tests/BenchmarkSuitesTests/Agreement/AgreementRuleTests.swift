import Foundation
import SharedModel
import SharedTestSupport
import Testing
@testable import BenchmarkSuites

/// The agreement rules on outcomes made by hand: each rule passes agreeing paths and stops on the
/// disagreement it exists for, so a path that drops a cell or accepts too much cannot slip by.
@Suite("Agreement rules")
struct AgreementRuleTests {
    private typealias Outcome = ReformerAgreement.CatalogueOutcome

    private static let math = SubjectCellData(subject: Subject(id: 1, name: "Math", phases: [.junior]))
    private static let art = SubjectCellData(subject: Subject(id: 2, name: "Art", phases: [.junior]))
    private static let refused = ReformError(path: "$", expected: "an object", found: "an array", offset: 0)
    private static let plain = Data(#"{"subjects":[]}"#.utf8)

    /// Every path's outcome, the one-step path's first.
    private static func outcomes(
        oneStep: Result<[SubjectCellData], ReformError>,
        reader: Result<[SubjectCellData], ReformError>? = nil,
        decoder: Result<[SubjectCellData], ReformError>? = nil,
        dictionary: Result<[SubjectCellData], ReformError>? = nil
    ) -> [Outcome] {
        [
            Outcome(path: .oneStep, result: oneStep),
            Outcome(path: .twoStepReader, result: reader ?? oneStep),
            Outcome(path: .twoStepDecoder, result: decoder ?? oneStep),
            Outcome(path: .dictionary, result: dictionary ?? oneStep),
        ]
    }

    private static func judge(_ outcomes: [Outcome], _ raw: Data = plain) -> ReformerDisagreement? {
        do {
            try ReformerAgreement.judgeCatalogue(raw, outcomes)
            return nil
        } catch {
            return error
        }
    }

    @Test("Only well-formed UTF-8 is held to agreement on what is JSON: what a repairing decode leaves unchanged", arguments: [
        [], Array("{}".utf8), Array("é😀\u{FEFF}".utf8), [0xF4, 0x8F, 0xBF, 0xBF],
        [0xFF], [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0x61, 0x80],
    ] as [[UInt8]])
    func wellFormedUTF8(_ bytes: [UInt8]) {
        let repaired = Array(String(decoding: bytes, as: UTF8.self).utf8)
        #expect(ReformerAgreement.isUTF8(Data(bytes)) == (repaired == bytes))
    }

    @Test("Paths that all accept with the same cells, or all refuse, agree")
    func agreeing() {
        #expect(Self.judge(Self.outcomes(oneStep: .success([Self.math, Self.art]))) == nil)
        #expect(Self.judge(Self.outcomes(oneStep: .failure(Self.refused))) == nil)
    }

    @Test("A path that drops, adds or reorders a cell is a disagreement")
    func differentCells() {
        #expect(Self.judge(Self.outcomes(oneStep: .success([Self.math, Self.art]), dictionary: .success([Self.math]))) != nil)
        #expect(Self.judge(Self.outcomes(oneStep: .success([Self.math]), decoder: .success([Self.math, Self.art]))) != nil)
        #expect(Self.judge(Self.outcomes(oneStep: .success([Self.math, Self.art]), reader: .success([Self.art, Self.math]))) != nil)
    }

    @Test("The paths on the same reader must refuse with the same error")
    func sameReaderSameError() {
        let other = ReformError(path: "$.subjects", expected: "an array", found: "a string", offset: 12)
        let found = Self.judge(Self.outcomes(oneStep: .failure(Self.refused), reader: .failure(other)))
        #expect(found?.detail.hasPrefix("paths on the same reader must agree") == true)
    }

    @Test("The one-step path may not accept what another path refuses, unless Foundation refuses it for a listed reason",
          .enabled(if: CorelibsFoundation.isPresent, "pinned to swift-corelibs-foundation's JSONSerialization"))
    func oneStepAcceptsMore() {
        let outcomes = Self.outcomes(oneStep: .success([Self.math]), dictionary: .failure(Self.refused))
        #expect(Self.judge(outcomes)?.detail.hasPrefix("the one-step path accepts what another path refuses") == true)
        #expect(Self.judge(outcomes, Data(#"{"subjects":[],"rank":1e400}"#.utf8)) == nil)
    }

    @Test("A Foundation path may accept what the one-step path refuses: its leniency and its typing are its own")
    func foundationAcceptsMore() {
        #expect(Self.judge(Self.outcomes(oneStep: .failure(Self.refused), decoder: .success([Self.math]),
                                         dictionary: .success([Self.math]))) == nil)
        // But two Foundation paths that both accept must still agree with each other.
        #expect(Self.judge(Self.outcomes(oneStep: .failure(Self.refused), decoder: .success([Self.math]),
                                         dictionary: .success([]))) != nil)
    }

    @Test("The decoder may read other cells only where an object repeats a key")
    func repeatedKeyExplainsOnlyTheDecoder() {
        let repeated = Data(#"{"subjects":[],"subjects":[]}"#.utf8)
        #expect(Self.judge(Self.outcomes(oneStep: .success([]), decoder: .success([Self.math])), repeated) == nil)
        #expect(Self.judge(Self.outcomes(oneStep: .success([]), decoder: .success([Self.math]))) != nil)
        #expect(Self.judge(Self.outcomes(oneStep: .success([]), dictionary: .success([Self.math])), repeated) != nil)
    }

    @Test("The settings and session reformers: what they read, the second reading reads the same",
          .enabled(if: CorelibsFoundation.isPresent, "pinned to swift-corelibs-foundation's JSONSerialization"))
    func secondReading() {
        func judge(ours: Int?, second: Int?, _ raw: Data = Self.plain) -> Bool {
            (try? ReformerAgreement.judgeSecondReading("settings", raw, ours: ours, second: second)) != nil
        }
        #expect(judge(ours: 1, second: 1))
        #expect(judge(ours: nil, second: 1), "a looser second reading may accept more")
        #expect(judge(ours: nil, second: nil))
        #expect(!judge(ours: 1, second: 2))
        #expect(!judge(ours: 1, second: nil))
        #expect(judge(ours: 1, second: nil, Data(#"{"x":1e400}"#.utf8)), "JSONSerialization refuses it for a listed reason")
    }
}
