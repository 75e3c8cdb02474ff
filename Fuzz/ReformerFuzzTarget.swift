// The fuzz target: libFuzzer hands it arbitrary bytes, and it gives them to the JSON reader and to
// every reformer of the model layer, as a server's answer would reach them. A reformer may refuse
// the bytes with a ReformError; it must never crash, hang or read out of bounds (the build adds
// AddressSanitizer). Built against the instrumented model layer by Fuzz/fuzz-reformers, not by SwiftPM.
import Foundation
import SharedModel

/// Settings under which every subject is open, so the one-step reformer makes cells too.
private let allOn = UserSubjectSettings(currentPhase: .junior, entries: (0..<64).map {
    UserSubject(subjectID: $0, status: .on, updatedTime: 1)
})

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let raw = Data(bytes: start, count: count)
    _ = try? JSONReader.validate(raw)
    _ = try? CatalogueReformer().reform(raw)
    _ = try? SubjectCellsReformer(settings: allOn).reform(raw)
    _ = try? UserSubjectSettingsReformer().reform(raw)
    _ = try? SessionReformer().reform(raw)
    return 0
}
