import Testing
@testable import BenchmarkCore

/// The macOS counter's name in a report, and its reading where it cannot be read.
@Suite struct RetiredInstructionsTests {
    @Test func aReportNamesTheCounterAndTheKernelThatKeptIt() {
        let counting = RetiredInstructions.counting(kernel: "Darwin 24.5.0 arm64")
        #expect(counting == "retired instructions (proc_pid_rusage ri_instructions), Darwin 24.5.0 arm64")
        #expect(RetiredInstructions.counted(counting))
        #expect(!RetiredInstructions.counted("valgrind-3.19.0"))
        #expect(!RetiredInstructions.counted(nil))
    }

    @Test func aCaptionSaysWhichCounterCounted() {
        #expect(BenchmarkReport.instructionsCounted(by: "valgrind-3.19.0") == "under Valgrind")
        #expect(BenchmarkReport.instructionsCounted(by: RetiredInstructions.counting(kernel: "Darwin 25.0.0 arm64"))
                == "from the kernel's count of retired instructions")
    }

    @Test func elsewhereThereIsNothingToReadAndNothingCounts() {
        #if canImport(Darwin)
        #expect(RetiredInstructions.read() != nil)
        #else
        #expect(RetiredInstructions.read() == nil)
        #expect(!RetiredInstructions.isCounting)
        #endif
    }
}
