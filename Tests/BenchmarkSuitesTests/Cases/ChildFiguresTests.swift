import Testing
@testable import BenchmarkSuites

/// The one line `bench count-allocations` answers: six figures, each a number or `n/a`; anything
/// else is refused, so a child that prints something unexpected fails the case instead of giving a
/// wrong figure.
@Suite("The allocation child's answer")
struct ChildFiguresTests {
    @Test("Figures and n/a round-trip through the line")
    func roundTrip() {
        let counted = ChildFigures(allocationsPerEvent: 12, bytesPerEvent: 2048.5, peakResidentBytes: 31_457_280,
                                   startUpPeakBytes: 20_000_000, fixturePeakBytes: 22_000_000, setUpPeakBytes: 25_000_000)
        #expect(counted.line == "12.0 2048.5 31457280.0 20000000.0 22000000.0 25000000.0")
        #expect(ChildFigures(line: counted.line) == counted)
        let uncounted = ChildFigures(allocationsPerEvent: nil, bytesPerEvent: nil, peakResidentBytes: 1_000)
        #expect(uncounted.line == "n/a n/a 1000.0 n/a n/a n/a")
        #expect(ChildFigures(line: uncounted.line) == uncounted)
    }

    @Test("Anything but six figures or n/a is refused", arguments: [
        "", "12", "12 13", "12 13 14", "12 13 14 15 16", "12 13 14 15 16 17 18", "12 x 14 15 16 17",
        "-1 2 3 4 5 6", "nan 2 3 4 5 6", "1 2 3 4 5 inf", "n/a n/a n/a n/a n/a",
    ])
    func refused(_ line: String) {
        #expect(ChildFigures(line: line) == nil)
    }
}
