import Foundation
import SharedModel

/// Whether every way of reading the same bytes agrees, on any bytes at all: the check the
/// differential fuzz target runs on every input, and the tests on every finding. The benchmark's
/// reformer comparison rests on it, since it times paths it assumes equivalent.
///
/// - JSON: `JSONReader.validate` and `JSONSerialization` agree on whether valid UTF-8 is one JSON
///   value, but for the ``FoundationJSONDifference``s.
/// - Catalogue: the paths that read with `JSONReader` (one-step and the two-step path on the same
///   reader) give the same cells or the same error. Whatever the one-step path accepts, every other
///   path accepts with the same cells; any two paths that accept give the same cells. The
///   Foundation paths may refuse more (their typing is their own) and accept more (their leniencies).
/// - Settings and session: whatever the reformer accepts, a second reading with `JSONSerialization`
///   accepts with the same value.
/// - Scanning: every reading on `JSONReader` gives the same output or error scanning wide as
///   scanning scalar (``checkScanning(_:)``).
public enum ReformerAgreement {
    /// The settings every catalogue path is given: ids 0 to 63 listed, every third switched off, so
    /// a fuzzed catalogue has open and closed subjects alike; the junior phase.
    static let settings = UserSubjectSettings(currentPhase: .junior, entries: (0..<64).map { id in
        UserSubject(subjectID: id, status: id % 3 == 0 ? .off : .on, updatedTime: 1)
    })

    /// Throws the first disagreement on `raw`, or returns when every reading agrees.
    public static func check(_ raw: Data) throws(ReformerDisagreement) {
        try checkJSON(raw)
        try checkCatalogue(raw)
        try checkSettings(raw)
        try checkSession(raw)
        try checkScanning(raw)
    }

    static func checkJSON(_ raw: Data) throws(ReformerDisagreement) {
        guard isUTF8(raw) else {
            return
        }
        let readerAccepts = (try? JSONReader.validate(raw)) != nil
        let foundationAccepts = (try? JSONSerialization.jsonObject(with: raw, options: [.fragmentsAllowed])) != nil
        guard readerAccepts != foundationAccepts else {
            return
        }
        let explained = readerAccepts
            ? FoundationJSONDifference.explainingFoundationRefusal(of: raw)
            : FoundationJSONDifference.explainingFoundationAcceptance(of: raw)
        guard !explained.isEmpty else {
            throw ReformerDisagreement(
                reading: "JSON",
                detail: "JSONReader.validate \(readerAccepts ? "accepts" : "refuses") and JSONSerialization "
                    + "\(foundationAccepts ? "accepts" : "refuses"); no listed difference explains it"
            )
        }
    }

    static func checkCatalogue(_ raw: Data) throws(ReformerDisagreement) {
        func outcome(_ path: ReformerPath, _ bytes: Data) -> CatalogueOutcome {
            CatalogueOutcome(path: path, result: Result { () throws(ReformError) in try path.cells(from: bytes, settings: settings) })
        }
        let outcomes = ReformerPath.allCases.map { outcome($0, raw) }
        guard let foundationText = FoundationJSONDifference.textJSONSerializationReads(raw) else {
            try judgeCatalogue(raw, outcomes)
            return
        }
        // JSONSerialization reads other text than the bytes (a listed difference): the dictionary path
        // is held to the one-step path's reading of that text, and the others to each other.
        try judgeCatalogue(raw, outcomes.filter { $0.path != .dictionary })
        try judgeCatalogue(foundationText, [outcome(.oneStep, foundationText)] + outcomes.filter { $0.path == .dictionary })
    }

    /// What one path made of a catalogue: its cells, or its error.
    struct CatalogueOutcome {
        let path: ReformerPath
        let result: Result<[SubjectCellData], ReformError>
    }

    /// The catalogue rules on what each path made of `raw`, apart from running the paths so that
    /// tests can hand them any outcomes.
    static func judgeCatalogue(_ raw: Data, _ outcomes: [CatalogueOutcome]) throws(ReformerDisagreement) {
        guard let oneStep = outcomes.first(where: { $0.path == .oneStep }) else {
            return
        }
        for other in outcomes where other.path != .oneStep {
            if other.path.readsWithJSONReader, other.result != oneStep.result {
                throw disagreement(oneStep, other, "paths on the same reader must agree, errors included")
            }
            if case .success = oneStep.result, case .failure = other.result, !foundationRefusalIsListed(raw) {
                throw disagreement(oneStep, other, "the one-step path accepts what another path refuses")
            }
        }
        for (index, first) in outcomes.enumerated() {
            for second in outcomes[(index + 1)...] {
                guard case .success(let firstCells) = first.result, case .success(let secondCells) = second.result,
                      firstCells != secondCells
                else {
                    continue
                }
                let decoderInvolved = first.path == .twoStepDecoder || second.path == .twoStepDecoder
                if decoderInvolved, repeatsAKeyOnceLeniencyIsUndone(raw) {
                    continue
                }
                throw disagreement(first, second, "two paths accept with different cells")
            }
        }
    }

    // The second readings use JSONSerialization, so the reformers are held to them on the text it
    // reads (a listed difference where a string opens with U+FEFF).
    static func checkSettings(_ raw: Data) throws(ReformerDisagreement) {
        let text = FoundationJSONDifference.textJSONSerializationReads(raw) ?? raw
        try judgeSecondReading("settings", text, ours: try? UserSubjectSettingsReformer().reform(text),
                               second: DictionaryReadings.settings(from: raw))
    }

    static func checkSession(_ raw: Data) throws(ReformerDisagreement) {
        let text = FoundationJSONDifference.textJSONSerializationReads(raw) ?? raw
        try judgeSecondReading("session", text, ours: try? SessionReformer().reform(text),
                               second: DictionaryReadings.session(from: raw))
    }

    /// Whatever the reformer read (`ours`, nil when it refused), the second reading read too, unless
    /// `JSONSerialization` refuses `raw` for a listed reason.
    static func judgeSecondReading<Value: Equatable>(
        _ reading: String, _ raw: Data, ours: Value?, second: Value?
    ) throws(ReformerDisagreement) {
        guard let ours, second != ours else {
            return
        }
        if second == nil, foundationRefusalIsListed(raw) {
            return
        }
        throw ReformerDisagreement(reading: reading, detail: "the reformer reads \(ours); JSONSerialization reads "
            + (second.map { "\($0)" } ?? "nothing (it refuses)"))
    }

    /// Whether `raw` is well-formed UTF-8: what `String(validating:as:)` checks, which Apple's SDK
    /// makes available only from macOS 15, above the package's deployment target.
    static func isUTF8(_ raw: Data) -> Bool {
        !transcode(raw.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true, into: { _ in })
    }

    // MARK: Explanations

    /// Whether `JSONSerialization` refuses `raw` for a listed reason.
    private static func foundationRefusalIsListed(_ raw: Data) -> Bool {
        (try? JSONSerialization.jsonObject(with: raw, options: [.fragmentsAllowed])) == nil
            && !FoundationJSONDifference.explainingFoundationRefusal(of: raw).isEmpty
    }

    /// Whether some object repeats a key in the text Foundation reads: `raw` with its leniencies
    /// (a leading byte order mark, trailing commas) undone, so that the reader can read it.
    private static func repeatsAKeyOnceLeniencyIsUndone(_ raw: Data) -> Bool {
        FoundationJSONDifference.repeatsAKey(Data(FoundationJSONDifference.undoingLeniencies([UInt8](raw)).bytes))
    }

    private static func disagreement(
        _ first: CatalogueOutcome, _ second: CatalogueOutcome, _ rule: String
    ) -> ReformerDisagreement {
        func said(_ outcome: CatalogueOutcome) -> String {
            switch outcome.result {
            case .success(let cells): "\(outcome.path.rawValue) makes \(cells.count) cells \(cells.map(\.title))"
            case .failure(let error): "\(outcome.path.rawValue) refuses: \(error.debugDescription)"
            }
        }
        return ReformerDisagreement(reading: "catalogue", detail: "\(rule): \(said(first)); \(said(second))")
    }
}
