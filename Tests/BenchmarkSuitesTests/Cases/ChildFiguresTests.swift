import Testing
@testable import BenchmarkSuites

/// The one line `bench count-allocations` answers: three figures, each a number or `n/a`; anything
/// else is refused, so a child that prints something unexpected fails the case instead of giving a
/// wrong figure.
@Suite("The allocation child's answer")
struct ChildFiguresTests {
    @Test("Figures and n/a round-trip through the line")
    func roundTrip() {
        let counted = ChildFigures(allocationsPerEvent: 12, bytesPerEvent: 2048.5, peakResidentBytes: 31_457_280)
        #expect(counted.line == "12.0 2048.5 31457280.0")
        #expect(ChildFigures(line: counted.line) == counted)
        let uncounted = ChildFigures(allocationsPerEvent: nil, bytesPerEvent: nil, peakResidentBytes: 1_000)
        #expect(uncounted.line == "n/a n/a 1000.0")
        #expect(ChildFigures(line: uncounted.line) == uncounted)
    }

    @Test("Anything but three figures or n/a is refused", arguments: [
        "", "12", "12 13", "12 13 14 15", "12 x 14", "-1 2 3", "nan 2 3", "inf 2 3", "n/a n/a",
    ])
    func refused(_ line: String) {
        #expect(ChildFigures(line: line) == nil)
    }
}
