import BenchmarkCore
import Testing
@testable import BenchmarkSuites

/// The child `bench count-instructions` runs under Valgrind: outside Valgrind its window marks do
/// nothing, so it runs here as any process would, and must check the screen and say what it ran.
/// On macOS it reads its own retired instructions around the windows and says what they counted too.
@MainActor
@Suite("The instruction child")
struct InstructionCountCommandTests {
    /// The windows the child counts itself: none under Valgrind, which counts from outside; two on macOS.
    private static let windowsCountedInside = RetiredInstructions.read() == nil ? 0 : 2

    @Test("It runs N and 2N iterations after the checked first one, and names N and the events of one")
    func windows() throws {
        let answer = InstructionCountCommand.run(caseIdentifier: "propagation/keystroke/MVC")
        #expect(answer.exitCode == BenchOptions.successExitCode)
        #expect(answer.error.isEmpty)
        let counted = try #require(CountedWindows(answer: answer.output))
        #expect(counted.iterations == MeasurementConfiguration.standard.allocationIterations)
        #expect(counted.eventsPerIteration == 2)
        #expect(counted.windows.count == Self.windowsCountedInside)
        #if !canImport(Darwin)
        #expect(answer.output == "\(MeasurementConfiguration.standard.allocationIterations) 2")
        #endif
    }

    @Test("A landing of 1,000 subjects runs one iteration per window, as its allocation count does")
    func expensiveCases() throws {
        let answer = InstructionCountCommand.run(caseIdentifier: "propagation/list-landing/1000/MVVM").output
        let counted = try #require(CountedWindows(answer: answer))
        #expect(counted.iterations == 1)
        #expect(counted.eventsPerIteration == 1)
        #expect(counted.windows.count == Self.windowsCountedInside)
    }

    @Test("An unknown case, or one that is not timed, is refused with the usage status")
    func unknown() {
        for identifier in ["propagation/keystroke/Nonesuch", "glue/all/all/MVC"] {
            let answer = InstructionCountCommand.run(caseIdentifier: identifier)
            #expect(answer.exitCode == BenchOptions.usageExitCode)
            #expect(answer.output.isEmpty)
            #expect(answer.error.contains("no timed case named \(identifier)"))
        }
    }
}
