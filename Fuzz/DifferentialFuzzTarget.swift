// The differential fuzz target: libFuzzer hands it arbitrary bytes, and every reading of them must
// agree (ReformerAgreement, in the benchmark's Agreement folder): the reformer paths on the cells,
// JSONReader and JSONSerialization on what is JSON, the settings and session reformers with a
// second reading. A disagreement that the one list of Foundation's differences does not explain
// stops the run like a crash and leaves the input behind. Built by Fuzz/fuzz-reformers.
import Foundation
import SharedModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    do {
        try ReformerAgreement.check(Data(bytes: start, count: count))
    } catch {
        fatalError("readings disagree: \(error)")
    }
    return 0
}
