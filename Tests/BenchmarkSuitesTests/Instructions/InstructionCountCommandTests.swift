import BenchmarkCore
import Testing
@testable import BenchmarkSuites

/// The child `bench count-instructions` runs under Valgrind: outside Valgrind its window marks do
/// nothing, so it runs here as any process would, and must check the screen and say what it ran.
@MainActor
@Suite("The instruction child")
struct InstructionCountCommandTests {
    @Test("It runs N and 2N iterations after the checked first one, and names N and the events of one")
    func windows() {
        let answer = InstructionCountCommand.run(caseIdentifier: "propagation/keystroke/MVC")
        #expect(answer.exitCode == BenchOptions.successExitCode)
        #expect(answer.error.isEmpty)
        #expect(answer.output == "\(MeasurementConfiguration.standard.allocationIterations) 2")
    }

    @Test("A landing of 1,000 subjects runs one iteration per window, as its allocation count does")
    func expensiveCases() {
        #expect(InstructionCountCommand.run(caseIdentifier: "propagation/list-landing/1000/MVVM").output == "1 1")
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
