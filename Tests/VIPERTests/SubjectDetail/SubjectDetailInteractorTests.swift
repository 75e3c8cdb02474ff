// The subject detail interactor alone, over the fake backend and a manual scheduler, reporting to a
// fake output: the two use cases with their real requests, the entity read from the details, and facts.
import SharedModel
import Testing
@testable import VIPER

@MainActor
private struct Harness {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let output = FakeSubjectDetailInteractorOutput()
    let interactor: SubjectDetailInteractor

    init(signedIn: Bool = true) throws {
        environment = AppEnvironment(scheduler: scheduler)
        if signedIn { environment.signIn() }
        interactor = SubjectDetailInteractor(
            detailsManager: SubjectDetailsAPIManager(transport: environment.transport),
            switchOffManager: SwitchOffAPIManager(transport: environment.transport, sessionStore: environment.sessionStore),
            themeStore: environment.themeStore)
        interactor.output = output
    }

    var backend: FakeBackend { environment.backend }

    /// The names of the subjects the server's settings now open.
    var openOnTheServer: [String] {
        OpenSubjects.select(from: backend.catalogue, settings: backend.settings).map(\.name)
    }
}

/// Physics as the sample catalogue has it, and the details the server gives for it.
private let physics = SampleData.details(of: SampleData.catalogue[3])

@Suite("Subject detail interactor")
@MainActor
struct SubjectDetailInteractorTests {
    @Test func theDetailsComeFromOneRequestReadIntoAnEntity() throws {
        let harness = try Harness()
        harness.interactor.loadDetails(subjectID: 4)
        #expect(harness.backend.requests(to: .subjectDetails).map(\.request.path) == ["/subjects/4"])
        #expect(harness.output.events.isEmpty)

        harness.scheduler.runUntilIdle()
        #expect(harness.output.events == [.loaded(physics)])
        #expect(physics.name == "Physics" && physics.chapterCount == 10)
    }

    @Test(arguments: [
        (Fault.noConnection, APIError.noConnection),
        (.timeout, .timedOut),
        (.status(401), .unauthorized),
        (.status(404), .server(status: 404)),
    ])
    func aFailedLoadIsReportedAsItsError(fault: Fault, error: APIError) throws {
        let harness = try Harness()
        harness.backend.inject(fault, on: .subjectDetails)
        harness.interactor.loadDetails(subjectID: 4)
        harness.scheduler.runUntilIdle()
        #expect(harness.output.events == [.failedToLoad(error)])
    }

    @Test(arguments: [Fault.malformedJSON, .unexpectedJSON])
    func detailsThatCannotBeReadAreAFailedLoad(fault: Fault) throws {
        let harness = try Harness()
        harness.backend.inject(fault, on: .subjectDetails)
        harness.interactor.loadDetails(subjectID: 4)
        harness.scheduler.runUntilIdle()
        guard case .failedToLoad(.malformed) = harness.output.events.first else {
            Issue.record("expected a malformed failure, got \(harness.output.events)")
            return
        }
        #expect(harness.output.events.count == 1)
    }

    @Test func aRetryReplacesTheLoadInFlight() throws {
        let harness = try Harness()
        harness.interactor.loadDetails(subjectID: 4)
        harness.interactor.loadDetails(subjectID: 4)
        harness.scheduler.runUntilIdle()
        #expect(harness.backend.requests(to: .subjectDetails).map(\.state) == [.cancelled, .answered])
        #expect(harness.output.events == [.loaded(physics)])
    }

    @Test func aSwitchOffSendsOneRequestAndReportsItOnceTheServerHasIt() throws {
        let harness = try Harness()
        harness.interactor.switchOff(subjectID: 4)
        harness.interactor.switchOff(subjectID: 4)

        let sent = harness.backend.requests(to: .switchOff)
        #expect(sent.count == 1)
        #expect(sent.first?.bodyFields == ["status": "off"])
        let token = try #require(harness.environment.sessionStore.session?.token)
        #expect(sent.first?.request.headers["Authorization"] == "Bearer \(token)")
        #expect(harness.output.events.isEmpty)
        #expect(harness.openOnTheServer.contains("Physics"))

        harness.scheduler.runUntilIdle()
        #expect(harness.output.events == [.switchedOff])
        #expect(harness.openOnTheServer == ["Math", "Chinese", "English", "History"])
    }

    @Test(arguments: [
        (Fault.noConnection, APIError.noConnection),
        (.timeout, .timedOut),
        (.status(401), .unauthorized),
        (.status(500), .server(status: 500)),
    ])
    func aFailedSwitchOffIsReportedAsItsErrorAndChangesNothing(fault: Fault, error: APIError) throws {
        let harness = try Harness()
        harness.backend.inject(fault, on: .switchOff)
        harness.interactor.switchOff(subjectID: 4)
        harness.scheduler.runUntilIdle()
        #expect(harness.output.events == [.failedToSwitchOff(error)])
        #expect(harness.backend.settings == SampleData.settings)
    }

    @Test func withoutASessionTheSwitchOffIsRefusedBeforeSending() throws {
        let harness = try Harness(signedIn: false)
        harness.interactor.switchOff(subjectID: 4)
        #expect(harness.backend.requests(to: .switchOff).isEmpty)
        guard case .failedToSwitchOff(.invalidParameters) = harness.output.events.first else {
            Issue.record("expected a refused switch-off, got \(harness.output.events)")
            return
        }
        #expect(harness.output.events.count == 1)
    }

    @Test func theThemeIsReportedOnlyOnceObserved() throws {
        let harness = try Harness()
        #expect(harness.interactor.currentTheme == .day)
        harness.environment.themeStore.apply(.night)
        #expect(harness.output.events.isEmpty)

        harness.interactor.observeTheme()
        harness.environment.themeStore.apply(.day)
        #expect(harness.output.events == [.theme(.day)])
    }

    @Test func releasingTheInteractorCancelsBothRequestsAndEndsTheThemeObservation() throws {
        let scheduler = ManualScheduler()
        let environment = AppEnvironment(scheduler: scheduler)
        environment.signIn()
        let output = FakeSubjectDetailInteractorOutput()
        weak var weakInteractor: SubjectDetailInteractor?
        weak var weakDetailsManager: SubjectDetailsAPIManager?
        weak var weakSwitchOffManager: SwitchOffAPIManager?
        do {
            let detailsManager = SubjectDetailsAPIManager(transport: environment.transport)
            let switchOffManager = SwitchOffAPIManager(transport: environment.transport, sessionStore: environment.sessionStore)
            let interactor = SubjectDetailInteractor(detailsManager: detailsManager, switchOffManager: switchOffManager,
                                                     themeStore: environment.themeStore)
            interactor.output = output
            weakInteractor = interactor
            weakDetailsManager = detailsManager
            weakSwitchOffManager = switchOffManager
            interactor.observeTheme()
            interactor.loadDetails(subjectID: 4)
            interactor.switchOff(subjectID: 4)
        }
        #expect(weakInteractor == nil)
        #expect(weakDetailsManager == nil)
        #expect(weakSwitchOffManager == nil)
        #expect(environment.backend.requests.map(\.state) == [.cancelled, .cancelled])

        scheduler.runUntilIdle()
        environment.themeStore.apply(.night)
        #expect(output.events.isEmpty)
        #expect(environment.backend.settings == SampleData.settings)
    }
}
