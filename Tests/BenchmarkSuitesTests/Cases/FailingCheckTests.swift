import Architectures
import BenchmarkCore
import SharedModel
import Testing
import ViewKit
@testable import BenchmarkSuites

/// A wrong screen or a wrong result fails loudly and yields no figure.
@MainActor
@Suite("Checks fail loudly on a wrong result")
struct FailingCheckTests {
    /// Work whose result is always wrong.
    private final class WrongWork: MeasuredWork {
        var runs = 0
        func run(iterations: Int) { runs += iterations }
        func check() throws(CheckFailure) {
            throw CheckFailure("the screen shows nonsense", rendering: "Label x text=\"nonsense\"")
        }
    }

    private let tiny = MeasurementConfiguration(
        sampleCount: 15, warmupNanoseconds: 0, targetSampleNanoseconds: 1, maximumIterationsPerSample: 1,
        allocationIterations: 1
    )

    private func wrongCase() -> TimedCase {
        TimedCase(identity: CaseIdentity(suite: "propagation", caseName: "wrong", architecture: "MVC")) { WrongWork() }
    }

    @Test("A login form showing the wrong instruction fails its check, naming the widget")
    func wrongInstruction() throws {
        let environment = AppEnvironment(scheduler: ImmediateScheduler())
        let host = ScreenHost(root: Architecture.mvc.makeLoginScreen(environment: environment))
        let login = try LoginScreenDriver(host: host)
        login.username.simulateTyping("stud")
        login.password.simulateTyping("secret123")
        let expected = LoginFormExpectation(username: "stud", password: "secret123")
        try login.check(expected)

        login.instruction.text = "All good"
        let failure = try #require(throws: CheckFailure.self) { try login.check(expected) }
        #expect(failure.message.contains("login.instruction"))
        #expect(failure.message.contains("Username must be at least 6 characters"))
        #expect(failure.rendering?.contains("login.instruction") == true)
    }

    @Test("A cell in the wrong colours fails the list's check")
    func wrongCellColour() throws {
        let environment = AppEnvironment(scheduler: ImmediateScheduler())
        environment.signIn()
        let host = ScreenHost(root: Architecture.mvc.makeSubjectListScreen(environment: environment))
        let subjectList = try SubjectListDriver(host: host)
        try subjectList.checkLoaded(.sampleData, theme: .day)

        let cell = try #require(subjectList.list.visibleCells.last?.cell)
        cell.backgroundColor = .charcoal
        let failure = try #require(throws: CheckFailure.self) { try subjectList.checkLoaded(.sampleData, theme: .day) }
        #expect(failure.message.contains("background"))
    }

    @Test("A list with the wrong items fails the list's check")
    func wrongItems() throws {
        let environment = AppEnvironment(scheduler: ImmediateScheduler())
        environment.signIn()
        let host = ScreenHost(root: Architecture.mvc.makeSubjectListScreen(environment: environment))
        let subjectList = try SubjectListDriver(host: host)
        #expect(throws: CheckFailure.self) { try subjectList.checkLoaded(.generated(count: 5), theme: .day) }
    }

    @Test("A case whose check fails throws from verify and from run, before anything is timed")
    func caseFails() {
        let wrong = wrongCase()
        #expect(throws: CheckFailure.self) { try wrong.verify() }
        #expect(throws: CheckFailure.self) { try wrong.run(with: Runner(configuration: tiny)) }
    }

    @Test("A run reports a failed case, gives it no figures and still runs the others")
    func runReportsFailure() {
        let floor = BindingSuite.cases()[0]
        let run = BenchmarkRun(
            cases: [(wrongCase(), false), (floor, false)],
            filter: BenchFilter(),
            configuration: tiny,
            quick: true,
            progress: { _ in }
        )
        let outcome = run.run()
        #expect(!outcome.passed)
        #expect(outcome.failures.map(\.identifier) == ["propagation/wrong/MVC"])
        #expect(outcome.report.results.map(\.identifier) == ["binding/floor"])
        #expect(outcome.report.notes.contains { $0.hasPrefix("FAILED CHECK") && $0.contains("propagation/wrong/MVC") })
    }
}
