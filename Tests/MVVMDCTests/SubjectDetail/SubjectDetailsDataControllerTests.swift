import Testing
import SharedModel
@testable import MVVMDC

/// The model-related data controller of one subject, against the fake backend: its details, and
/// switching it off for the signed-in user.
@MainActor
@Suite struct SubjectDetailsDataControllerTests {
    let environment: AppEnvironment
    let scheduler: ManualScheduler
    let details: SubjectDetailsDataController
    /// Physics, id 4: ten chapters on the server.
    let physics = SampleData.catalogue[3]

    init() {
        (environment, scheduler) = makeEnvironment()
        details = SubjectDetailsDataController(environment: environment)
    }

    @Test func readsTheDetailsOfTheSubjectAskedFor() {
        let answers = Answers<SubjectDetails>()
        details.requestSubjectDetails(id: physics.id, completion: answers.callback)
        #expect(environment.backend.requests(to: .subjectDetails).map(\.request.path) == ["/subjects/4"])
        #expect(answers.count == 0)

        scheduler.runUntilIdle()

        #expect(answers.count == 1)
        #expect((try? answers.last?.get()) == SampleData.details(of: physics))
    }

    @Test(arguments: [
        (Fault.noConnection, APIError.noConnection),
        (Fault.timeout, APIError.timedOut),
        (Fault.status(404), APIError.server(status: 404)),
    ])
    func detailsFailuresAreAnsweredAsTheyAre(fault: Fault, expected: APIError) {
        environment.backend.inject(fault, on: .subjectDetails)
        let answers = Answers<SubjectDetails>()
        details.requestSubjectDetails(id: physics.id, completion: answers.callback)
        scheduler.runUntilIdle()
        #expect(answers.lastError == expected)
    }

    @Test func detailsOfAnotherShapeAreAMalformedAnswer() {
        environment.backend.inject(.unexpectedJSON, on: .subjectDetails)
        let answers = Answers<SubjectDetails>()
        details.requestSubjectDetails(id: physics.id, completion: answers.callback)
        scheduler.runUntilIdle()
        guard case .malformed? = answers.lastError else {
            Issue.record("expected a malformed answer, got \(String(describing: answers.last))")
            return
        }
    }

    @Test func aNewDetailsRequestReplacesTheOneInFlight() {
        let first = Answers<SubjectDetails>()
        let second = Answers<SubjectDetails>()
        details.requestSubjectDetails(id: physics.id, completion: first.callback)
        details.requestSubjectDetails(id: physics.id, completion: second.callback)
        scheduler.runUntilIdle()

        #expect(environment.backend.requests(to: .subjectDetails).map(\.state) == [.cancelled, .answered])
        #expect(first.count == 0)
        #expect(second.count == 1)
    }

    @Test func switchingOffSendsOnePostWithTheSessionAndTheServerKeepsIt() throws {
        let answers = Answers<Void>()
        #expect(details.switchOffSubject(id: physics.id, completion: answers.callback))
        #expect(details.isSwitchingOff)
        let sent = environment.backend.requests(to: .switchOff)
        let token = try #require(environment.sessionStore.session?.token)
        #expect(sent.map(\.state) == [.inFlight])
        #expect(sent.first?.request.headers["Authorization"] == "Bearer \(token)")
        #expect(sent.first?.bodyFields == ["status": "off"])

        scheduler.runUntilIdle()

        #expect(!details.isSwitchingOff)
        #expect(answers.count == 1)
        #expect(answers.lastSucceeded)
        let open = OpenSubjects.select(from: SampleData.catalogue, settings: environment.backend.settings)
        #expect(!open.contains(physics))
    }

    @Test func aSecondSwitchOffWhileOneIsInFlightIsRefused() {
        let first = Answers<Void>()
        let second = Answers<Void>()
        #expect(details.switchOffSubject(id: physics.id, completion: first.callback))
        #expect(!details.switchOffSubject(id: physics.id, completion: second.callback))
        scheduler.runUntilIdle()

        #expect(environment.backend.requests(to: .switchOff).count == 1)
        #expect(first.count == 1)
        #expect(second.count == 0)
    }

    @Test(arguments: [
        (Fault.noConnection, APIError.noConnection),
        (Fault.timeout, APIError.timedOut),
        (Fault.status(500), APIError.server(status: 500)),
    ])
    func switchOffFailuresAreAnsweredAsTheyAre(fault: Fault, expected: APIError) {
        environment.backend.inject(fault, on: .switchOff)
        let answers = Answers<Void>()
        details.switchOffSubject(id: physics.id, completion: answers.callback)
        scheduler.runUntilIdle()
        #expect(answers.lastError == expected)
        #expect(!details.isSwitchingOff)
        #expect(environment.backend.settings == SampleData.settings)
    }

    @Test func withoutASessionTheSwitchOffIsRefusedUnsent() {
        environment.sessionStore.clear()
        let answers = Answers<Void>()
        details.switchOffSubject(id: physics.id, completion: answers.callback)
        guard case .invalidParameters? = answers.lastError else {
            Issue.record("expected a refusal, got \(String(describing: answers.last))")
            return
        }
        #expect(environment.backend.requests.isEmpty)
    }

    @Test func releasingItCancelsBothRequestsAndAnswersNothing() {
        var details: SubjectDetailsDataController? = SubjectDetailsDataController(environment: environment)
        weak let released = details
        let loaded = Answers<SubjectDetails>()
        let switched = Answers<Void>()
        details?.requestSubjectDetails(id: physics.id, completion: loaded.callback)
        details?.switchOffSubject(id: physics.id, completion: switched.callback)
        details = nil
        scheduler.runUntilIdle()

        #expect(released == nil)
        #expect(environment.backend.requests.map(\.state) == [.cancelled, .cancelled])
        #expect(loaded.count == 0)
        #expect(switched.count == 0)
        #expect(environment.backend.settings == SampleData.settings)
    }
}
