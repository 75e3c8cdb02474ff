import Testing
@testable import BenchmarkSuites

/// What a parent reads from a counting child, and how it fails when the child does.
@Suite struct CountingChildLineTests {
    @Test func theChildsLineIsWhatItPrinted() throws {
        let line = try CountingChild.line(of: "/bin/echo", "  20", for: "1 ", environment: [:], counting: "instructions")
        #expect(line == "20 1")
    }

    @Test func aChildThatCannotStartNamesWhatWasCountedAndTheCase() {
        #expect {
            try CountingChild.line(of: "/nonexistent/bench", "count-allocations", for: "propagation/keystroke/MVC",
                                   environment: [:], counting: "allocations")
        } throws: { error in
            "\(error)".contains("counting allocations of propagation/keystroke/MVC failed: cannot start /nonexistent/bench")
        }
    }

    @Test func aChildThatFailsGivesItsStatusAndWhatItSaid() {
        #expect {
            try CountingChild.line(of: "/bin/sh", "-c", for: "echo no such case >&2; exit 2", environment: [:],
                                   counting: "instructions")
        } throws: { error in
            "\(error)".contains("counting instructions of echo no such case >&2; exit 2 failed (status 2): no such case")
        }
    }
}
