import Foundation
import SharedModel

/// The wide and the scalar ways of scanning (`JSONReader.Scanning`) read any bytes alike: every
/// reading on `JSONReader` (validation, the catalogue's one-step and two-step paths, the settings,
/// session and subject details reformers) gives the same output, or the same error with the same
/// path, expectation, finding and offset. Part of ``ReformerAgreement/check(_:)``, so the
/// differential fuzz target and the corpus and JSONTestSuite tests hold the fast paths to it.
extension ReformerAgreement {
    /// What one reading made of the bytes: its output or its whole error, as text.
    struct ScanningOutcome: Equatable {
        let reading: String
        let outcome: String
    }

    /// Throws if scanning wide and scanning scalar read `raw` differently.
    static func checkScanning(_ raw: Data) throws(ReformerDisagreement) {
        let wide = JSONReader.$scanning.withValue(.wide) { readingsOnJSONReader(raw) }
        let scalar = JSONReader.$scanning.withValue(.scalar) { readingsOnJSONReader(raw) }
        try judgeScanning(wide: wide, scalar: scalar)
    }

    /// The rule on the two ways' outcomes, apart from the readings so that tests can hand it any.
    static func judgeScanning(wide: [ScanningOutcome], scalar: [ScanningOutcome]) throws(ReformerDisagreement) {
        guard wide.count == scalar.count else {
            throw ReformerDisagreement(reading: "scanning", detail: "\(wide.count) readings wide, \(scalar.count) scalar")
        }
        for (first, second) in zip(wide, scalar) where first != second {
            throw ReformerDisagreement(reading: first.reading, detail: "scanning wide gives \(first.outcome); "
                + "scanning scalar gives \(second.outcome)")
        }
    }

    /// Every reading on `JSONReader` of `raw`, in the scanning way of the caller's task.
    static func readingsOnJSONReader(_ raw: Data) -> [ScanningOutcome] {
        let validation: String
        do {
            try JSONReader.validate(raw)
            validation = "valid"
        } catch {
            validation = "\(error.kind) \(error)"
        }
        return [
            ScanningOutcome(reading: "JSON", outcome: validation),
            ScanningOutcome(reading: "catalogue one-step", outcome: describe { () throws(ReformError) in
                try ReformerPath.oneStep.cells(from: raw, settings: settings)
            }),
            ScanningOutcome(reading: "catalogue two-step-reader", outcome: describe { () throws(ReformError) in
                try ReformerPath.twoStepReader.cells(from: raw, settings: settings)
            }),
            ScanningOutcome(reading: "settings", outcome: describe { () throws(ReformError) in
                try UserSubjectSettingsReformer().reform(raw)
            }),
            ScanningOutcome(reading: "session", outcome: describe { () throws(ReformError) in try SessionReformer().reform(raw) }),
            ScanningOutcome(reading: "subject details", outcome: describe { () throws(ReformError) in
                try SubjectDetailsReformer().reform(raw)
            }),
        ]
    }

    private static func describe<Output>(_ read: () throws(ReformError) -> Output) -> String {
        do {
            return "\(try read())"
        } catch {
            return "error \(error.debugDescription) at byte \(error.offset.map(String.init) ?? "none")"
        }
    }
}
